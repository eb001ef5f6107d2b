import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { leadingSlide, pagesWithCarousels, positionCount } from './support/carousel-state';
import { test, expect } from './support/console-guard';
import { focusJustBefore, focusReport, tabUntil, type FocusReport } from './support/focus';
import { openPage } from './support/page-ready';
import { settleTransitions } from './support/settle';
import { localized } from './support/site-urls';

/**
 * Issue 11: keyboard journeys, with focus visible at every step. What other specs already do
 * by keyboard is not repeated here: sending the contact form (contact-form.spec.ts), Escape and
 * the focus trap of the menu (shell.spec.ts), arrow keys/Home/End on the comparison tabs
 * (comparison.spec.ts), Enter on an FAQ question (content-pages.spec.ts).
 */
const root = join(import.meta.dirname, '..', '..');
type NavItem = {
  key: string;
  to?: string;
  action?: string;
  selectedProduct?: string;
  subRoutes?: NavItem[];
};
const site = JSON.parse(readFileSync(join(root, 'pages', 'site.json'), 'utf8')) as {
  appOrigin: string;
  navigation: { primary: NavItem[]; secondary: NavItem[] };
};
/** The href a leaf of the menu has (German pages; app links with their product). */
const hrefOf = (item: NavItem) =>
  item.to ??
  `${site.appOrigin}/${item.action}${item.selectedProduct ? `?selectedProduct=${item.selectedProduct}` : ''}`;
const reaches = (reports: FocusReport[], item: NavItem) =>
  reports.some((report) => report.element.endsWith(` ${hrefOf(item)}`));

const expectVisibleFocus = (reports: FocusReport[]) =>
  expect(reports.filter((r) => r.problem).map((r) => `${r.element}: ${r.problem}`)).toEqual([]);

const menuButton = (page: Page) => page.getByRole('button', { name: /^(Menü|Menu)$/ });

/** Tabs once round the open dialog and returns the hrefs (or names) of what took focus. */
async function tabRoundDialog(page: Page): Promise<FocusReport[]> {
  const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'));
  await expect.poll(inDialog).toBe(true);
  // The panel slides in: focus on a control still outside the screen is the slide, not a fault.
  await expect(page.locator('[role=dialog] [data-enter], [role=dialog] [data-closed]')).toHaveCount(
    0,
  );
  await settleTransitions(page);
  // Headless UI may first focus the panel itself; the round starts at the first Tab stop.
  const [first] = await tabUntil(page, () => true, 1);
  if (!first) throw new Error('no focus in the dialog');
  const reports = await tabUntil(page, (r) => r.element === first.element, 60);
  expectVisibleFocus([first, ...reports]);
  return reports;
}

for (const width of [375, 1440]) {
  test.describe(`keyboard at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the menu opens from the keyboard and every leaf can be reached', async ({ page }) => {
      await openPage(page, '/values');
      // The bottom bar comes last in the page: Shift+Tab from the top reaches it.
      await tabUntil(page, (r) => /Menü/.test(r.element), 6, 'Shift+Tab');
      await expect(menuButton(page)).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();

      const main = await tabRoundDialog(page);
      for (const item of [...site.navigation.primary, ...site.navigation.secondary])
        if (!item.subRoutes) expect(reaches(main, item), item.key).toBe(true);

      await tabUntil(page, (r) => r.element.includes('"Produkte'));
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('button', { name: 'Zurück' })).toBeFocused();
      const products = site.navigation.primary.find((item) => item.subRoutes)?.subRoutes ?? [];
      const sub = await tabRoundDialog(page);
      for (const item of products) expect(reaches(sub, item), item.key).toBe(true);
      // Choosing a leaf with Enter follows it and closes both panels.
      await tabUntil(page, (r) => r.element.endsWith(' /tax-consultants'));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/tax-consultants$/);
      await expect(dialog).toHaveCount(0);
    });
  });
}

test.describe('carousels by keyboard (375 px)', () => {
  test.use({ viewport: { width: 375, height: 900 } });

  for (const path of pagesWithCarousels()) {
    test(`${path}: pause button first, then arrow keys, Home and End`, async ({ page }) => {
      await openPage(page, path);
      if (path === '/comparison') await page.getByRole('tab').first().click();
      const carousels = page.locator('[data-carousel]:visible');
      const count = await carousels.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index++) {
        await operateCarousel(page, carousels.nth(index));
      }
    });
  }
});

async function operateCarousel(page: Page, carousel: Locator) {
  await carousel.scrollIntoViewIfNeeded();
  await focusJustBefore(carousel);
  await page.keyboard.press('Tab');
  const rotation = carousel.locator('[data-carousel-rotation]');
  if ((await rotation.count()) > 0) {
    // The rotation control comes first, and keyboard focus entering stops the rotation.
    await expect(rotation).toBeFocused();
    await expect(rotation).toHaveAttribute('data-carousel-rotation', 'paused');
    await page.keyboard.press('Enter');
    await expect(rotation).toHaveAttribute('data-carousel-rotation', 'playing');
    await page.keyboard.press('Space');
    await expect(rotation).toHaveAttribute('data-carousel-rotation', 'paused');
  }
  expectVisibleFocus([await focusReport(page)]);
  const last = (await positionCount(carousel)) - 1;
  await page.keyboard.press('Home');
  await expect.poll(() => leadingSlide(carousel)).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => leadingSlide(carousel)).toBe(1);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => leadingSlide(carousel)).toBe(0);
  await page.keyboard.press('End');
  await expect.poll(() => leadingSlide(carousel)).toBe(last);
  await page.keyboard.press('Home');
  await expect.poll(() => leadingSlide(carousel)).toBe(0);
  // Every further control (arrows, dots) takes focus visibly and works with Enter.
  const controls = carousel.locator('button:not([data-carousel-rotation])');
  for (let index = 0; index < (await controls.count()); index++) {
    const control = controls.nth(index);
    if (await control.isDisabled()) continue;
    await control.focus();
    expectVisibleFocus([await focusReport(page)]);
  }
  const nextButton = carousel.getByRole('button', { name: /^(Nächste|Next)/ });
  if ((await nextButton.count()) > 0) {
    await nextButton.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => leadingSlide(carousel)).toBe(1);
  }
}

test.describe('FAQ and comparison tabs by keyboard (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Tab moves from question to question; Enter and Space open several answers', async ({
    page,
  }) => {
    await openPage(page, localized('en', '/faq'));
    const questions = page.getByTestId('faq-question');
    await focusJustBefore(questions.first());
    await page.keyboard.press('Tab');
    await expect(questions.nth(0)).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('faq-answer').nth(0)).toBeVisible();
    await expect(page.getByTestId('faq-answer').nth(1)).toBeVisible();
    expectVisibleFocus([await focusReport(page)]);
    // The link inside answer 9 is reached by Tab once the answer is open.
    await questions.nth(8).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('faq-answer').nth(8).getByRole('link')).toBeFocused();
    expectVisibleFocus([await focusReport(page)]);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(questions.nth(8)).toHaveAttribute('aria-expanded', 'false');
  });

  test('Tab enters the tab list on the selected tab and leaves it for the panel', async ({
    page,
  }) => {
    await openPage(page, localized('en', '/comparison'));
    const tabs = page.getByRole('tab');
    await focusJustBefore(tabs.first());
    await page.keyboard.press('Tab');
    await expect(tabs.nth(0)).toBeFocused();
    expectVisibleFocus([await focusReport(page)]);
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    expectVisibleFocus([await focusReport(page)]);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
    expectVisibleFocus([await focusReport(page)]);
    await page.keyboard.press('Shift+Tab');
    await expect(tabs.nth(1)).toBeFocused();
  });
});
