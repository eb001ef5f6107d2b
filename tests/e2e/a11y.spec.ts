import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { test, expect } from './support/console-guard';
import { invisibleFocusEverywhere } from './support/focus';
import { openPage } from './support/page-ready';
import { everyUrl, LANGUAGES, localized } from './support/site-urls';

/**
 * Issue 11: axe-core (WCAG 2.0/2.1 A and AA) finds no violation on any page or article, in both
 * languages, on a phone (375 px) and a large screen (1440 px), nor with the menu, its products
 * sub-panel, several FAQ answers or any comparison tab open. On every page, each element that
 * can take keyboard focus shows it (WCAG 2.4.7). One fresh page per case.
 */
const WIDTHS = [375, 1440];
const root = join(import.meta.dirname, '..', '..');
const { appOrigin } = JSON.parse(readFileSync(join(root, 'pages', 'site.json'), 'utf8')) as {
  appOrigin: string;
};

/** The comparison page's self-service tab asks the app for its products; answer for it. */
async function fakePaymentProducts(page: Page) {
  await page.route(`${appOrigin}/api/api/stripe/products`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify([
        { name: 'DraftPro', prices: [{ pricePerUnit: 69 }] },
        { name: 'WritePro', prices: [{ pricePerUnit: 89 }] },
        { name: 'PublishPro', prices: [{ pricePerUnit: 119 }] },
      ]),
    }),
  );
}

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`axe, ${language}, ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      for (const url of everyUrl(language)) {
        test(`${url}`, async ({ page }, info) => {
          await fakePaymentProducts(page);
          await openPage(page, url);
          await expectNoAxeViolations(page, info);
          expect(await invisibleFocusEverywhere(page), 'focus not visible').toEqual([]);
        });
      }

      test('menu panel and products sub-panel open', async ({ page }, info) => {
        test.setTimeout(60_000);
        await openPage(page, localized(language, '/faq'));
        await page.getByRole('button', { name: /^(Menü|Menu)$/ }).click();
        const dialog = page.getByRole('dialog');
        // Wait for the 250 ms slide-in to end, so axe sees the panel where it stays.
        await expect(dialog).toBeVisible();
        await expect(dialog.locator('[data-closed], [data-enter], [data-transition]')).toHaveCount(
          0,
        );
        await expectNoAxeViolations(page, info);
        await dialog.getByRole('button', { name: /^(Produkte|Products)$/ }).click();
        await expect(dialog.getByRole('button', { name: /^(Zurück|Back)$/ })).toBeFocused();
        await expectNoAxeViolations(page, info);
      });

      test('several FAQ answers open', async ({ page }, info) => {
        await openPage(page, localized(language, '/faq'));
        const questions = page.getByTestId('faq-question');
        for (const index of [0, 3, 8]) {
          await questions.nth(index).click();
          await expect(questions.nth(index)).toHaveAttribute('aria-expanded', 'true');
        }
        await expectNoAxeViolations(page, info);
      });

      test('each comparison tab selected', async ({ page }, info) => {
        // Three full axe scans in one test: give it the time of three.
        test.setTimeout(90_000);
        await fakePaymentProducts(page);
        await openPage(page, localized(language, '/comparison'));
        const tabs = page.getByRole('tab');
        for (let index = 0; index < (await tabs.count()); index++) {
          await tabs.nth(index).click();
          await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
          await expect(page.getByRole('tabpanel').locator('article:visible').first()).toBeVisible();
          await expectNoAxeViolations(page, info);
        }
      });
    });
  }
}
