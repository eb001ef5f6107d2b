import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { localizePath } from '../../src/content/routes';
import { expectNoAxeViolations } from './support/axe';
import { test, expect } from './support/console-guard';
import { openPage } from './support/page-ready';
import { pageSections } from './support/page-files';

/**
 * Issue 37.2, "show the product at work": the product-demo section right after the hero of the
 * home page and of /products, in both languages, at a phone's and a desktop's width. Its tabs
 * switch by click and by arrow keys, a switch moves nothing on the page, and axe finds nothing.
 */
const root = join(import.meta.dirname, '..', '..');
const PAGES = { '/': 'home', '/products': 'products' } as const;

type Draft = { label: string; title?: string; lead?: string; paragraphs: string[] };

function text(language: string, key: string): string {
  const [file, ...path] = key.split('.');
  let value: unknown = JSON.parse(
    readFileSync(join(root, 'locales', language, `${file}.json`), 'utf8'),
  );
  for (const part of path) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`no text "${key}" in ${language}`);
  return value;
}

/** The section's place in the page, in CSS pixels from the top of the document. */
const place = (section: Locator) =>
  section.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top + window.scrollY, left: box.left, width: box.width, height: box.height };
  });

for (const width of [375, 1440]) {
  for (const language of ['de', 'en'] as const) {
    for (const [path, file] of Object.entries(PAGES)) {
      const url = localizePath(path, language);
      const sections = pageSections(file);
      const drafts = sections.find((s) => s.type === 'product-demo')?.props.drafts as Draft[];
      /** The first words of a draft as shown: its headline, else its first paragraph. */
      const opening = (draft: Draft) => text(language, draft.title ?? draft.paragraphs[0]!);

      test.describe(`${url} at ${width} px`, () => {
        test.use({ viewport: { width, height: 900 } });

        test('the product demo follows the hero; its tabs switch without moving the page', async ({
          page,
        }, info) => {
          await openPage(page, url);
          const order = await page
            .locator('[data-section]')
            .evaluateAll((els) => els.map((el) => el.getAttribute('data-section')));
          expect(order[0]).toMatch(/hero$/);
          expect(order[1]).toBe('product-demo');

          const demo = page.locator('[data-section="product-demo"]');
          const tabs = demo.getByRole('tab');
          await expect(tabs).toHaveText(drafts.map((draft) => text(language, draft.label)));
          // Every draft is in the page; only the selected one is shown (and in the a11y tree).
          await expect(demo.locator('[role="tabpanel"]')).toHaveCount(drafts.length);
          await expect(demo.getByRole('tabpanel')).toHaveCount(1);
          await expect(demo.getByRole('tabpanel')).toContainText(opening(drafts[0]!));

          await demo.scrollIntoViewIfNeeded();
          const before = await place(demo);
          const nextSection = page.locator('[data-section]').nth(2);
          const nextTop = await place(nextSection);

          for (const index of [1, 2, 3]) {
            await tabs.nth(index).click();
            await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
            await expect(demo.getByRole('tabpanel')).toContainText(opening(drafts[index]!));
            expect(await place(demo)).toEqual(before);
            expect(await place(nextSection)).toEqual(nextTop);
          }

          // Arrow keys move focus and selection (wrapping), Home and End jump.
          await tabs.nth(3).focus();
          await page.keyboard.press('ArrowRight');
          await expect(tabs.nth(0)).toBeFocused();
          await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
          await expect(demo.getByRole('tabpanel')).toContainText(opening(drafts[0]!));
          await page.keyboard.press('ArrowRight');
          await expect(tabs.nth(1)).toBeFocused();
          await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
          await page.keyboard.press('ArrowLeft');
          await page.keyboard.press('ArrowLeft');
          await expect(tabs.nth(drafts.length - 1)).toBeFocused();
          await expect(tabs.nth(drafts.length - 1)).toHaveAttribute('aria-selected', 'true');
          await page.keyboard.press('Home');
          await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
          await page.keyboard.press('End');
          await expect(tabs.nth(drafts.length - 1)).toHaveAttribute('aria-selected', 'true');
          await expect(demo.getByRole('tabpanel')).toContainText(
            opening(drafts[drafts.length - 1]!),
          );
          expect(await place(demo)).toEqual(before);
          // Tab leaves the tab list for the shown draft.
          await page.keyboard.press('Tab');
          await expect(demo.getByRole('tabpanel')).toBeFocused();

          await expectNoAxeViolations(page, info, '[data-section="product-demo"]');
        });
      });
    }
  }
}
