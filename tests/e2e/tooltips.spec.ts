import type { Page } from '@playwright/test';
import { test, expect } from './support/console-guard';
import { openPage } from './support/page-ready';
import { hyphenable } from './support/soft-hyphens';

/** Feature tooltips on /comparison (issue 12; SPEC §4 tooltip, §9 700 ms / 300 ms). */
const LANGUAGES = {
  de: {
    path: '/comparison',
    first: 'Mehr zu „Texte pro Monat“',
    firstText: hyphenable('So viele Texte erzeugt der Tarif pro Monat'),
    second: 'Mehr zu „Kommunikationsaufgaben“',
    secondText: hyphenable('Eine Kommunikationsaufgabe ist ein wiederkehrender Auftrag'),
    cta: /Jetzt starten/,
  },
  en: {
    path: '/en/comparison',
    first: 'More about “Texts per month”',
    firstText: hyphenable('How many texts the plan generates per month'),
    second: 'More about “Communication tasks”',
    secondText: hyphenable('A communication task is a recurring job'),
    cta: /Get started/,
  },
} as const;

const tooltip = (page: Page) => page.getByRole('tooltip');

/** React has hydrated the element once its fiber is attached to it. */
async function waitForHydration(page: Page, name: string): Promise<void> {
  const trigger = page.getByRole('button', { name }).first();
  await expect
    .poll(() =>
      trigger.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      ),
    )
    .toBe(true);
}

/**
 * The tooltips' floating-ui part is fetched when the page is idle. Tests that stop the clock
 * wait for it first: a stopped clock stops idle callbacks too.
 */
const tooltipLayerLoaded = (page: Page) => page.waitForResponse(/\/tooltip-layer-[^/]*\.js$/);

async function describedBy(page: Page, name: string): Promise<string | null> {
  return page.getByRole('button', { name }).first().getAttribute('aria-describedby');
}

for (const [language, c] of Object.entries(LANGUAGES)) {
  test.describe(`comparison tooltips at 1440 px (${language})`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('hover opens after 700 ms, the next one at once, Escape closes', async ({ page }) => {
      // The page's timers run on Playwright's paused clock, so 699 ms means 699 ms even on a
      // busy machine.
      await page.clock.install();
      const layerLoaded = tooltipLayerLoaded(page);
      await openPage(page, c.path);
      await waitForHydration(page, c.first);
      await layerLoaded;
      await page.clock.pauseAt(Date.now() + 1000);
      const first = page.getByRole('button', { name: c.first }).first();
      await expect(first).toHaveAttribute('type', 'button');
      // Nothing is rendered before the first interaction (no server markup to mismatch).
      await expect(tooltip(page)).toHaveCount(0);
      expect(await describedBy(page, c.first)).toBeNull();

      await first.hover();
      await page.clock.runFor(699);
      await expect(tooltip(page).filter({ visible: true })).toHaveCount(0);
      await page.clock.runFor(1);
      await expect(tooltip(page)).toBeVisible();
      await expect(tooltip(page)).toHaveText(c.firstText);
      expect(await describedBy(page, c.first)).toBe(await tooltip(page).getAttribute('id'));
      await expect(tooltip(page).locator('a, button, input, [tabindex]')).toHaveCount(0);

      // Moving to the next trigger within the 300 ms skip window opens it without the delay
      // (the clock stands still, so no timer can have run).
      await page.getByRole('button', { name: c.second }).first().hover();
      await expect(tooltip(page).filter({ hasText: c.secondText })).toBeVisible();
      await expect(tooltip(page).filter({ hasText: c.firstText })).toBeHidden();

      await page.keyboard.press('Escape');
      await expect(tooltip(page).filter({ visible: true })).toHaveCount(0);
    });

    test('keyboard focus opens at once; Tab moves on, Escape closes', async ({ page }) => {
      await page.clock.install();
      const layerLoaded = tooltipLayerLoaded(page);
      await openPage(page, c.path);
      await waitForHydration(page, c.first);
      await layerLoaded;
      await page.clock.pauseAt(Date.now() + 1000);
      // The first card's button comes right before its feature rows in the Tab order.
      await page.getByRole('link', { name: c.cta }).first().focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: c.first }).first()).toBeFocused();
      await expect(tooltip(page).filter({ hasText: c.firstText })).toBeVisible();

      await page.keyboard.press('Tab');
      await expect(tooltip(page).filter({ hasText: c.secondText })).toBeVisible();
      await expect(tooltip(page).filter({ hasText: c.firstText })).toBeHidden();

      await page.keyboard.press('Escape');
      await expect(tooltip(page).filter({ visible: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: c.second }).first()).toBeFocused();
    });
  });
}

test.describe('comparison tooltips on a 375 px touch screen', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test('a tap toggles the tooltip, which stays inside the screen', async ({ page }) => {
    await openPage(page, '/comparison');
    const trigger = page.getByRole('button', { name: 'Mehr zu „Texte pro Monat“' }).first();
    await trigger.scrollIntoViewIfNeeded();
    await trigger.tap();
    const shown = tooltip(page).filter({ visible: true });
    await expect(shown).toHaveText(LANGUAGES.de.firstText);
    const box = await shown.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await trigger.tap();
    await expect(shown).toHaveCount(0);
  });
});

test.describe('comparison tooltips in the 375 px carousel', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the tooltip closes when the carousel slides its button away', async ({ page }) => {
    await openPage(page, '/comparison');
    await waitForHydration(page, LANGUAGES.de.first);
    // The carousel's copy of the first card (the desktop row is hidden at this width).
    const trigger = page
      .getByRole('button', { name: 'Mehr zu „Multi-Channel mit einem Klick“' })
      .filter({ visible: true })
      .first();
    await trigger.focus();
    await expect(tooltip(page).filter({ visible: true })).toHaveCount(1);
    // Arrow keys move the carousel (focus stays on the button, now out of the viewport).
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => trigger.evaluate((element) => element.getBoundingClientRect().right))
      .toBeLessThan(0);
    await expect(tooltip(page).filter({ visible: true })).toHaveCount(0);
  });
});
