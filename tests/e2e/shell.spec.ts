import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './support/console-guard';
import { openPage } from './support/page-ready';

const site = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'pages', 'site.json'), 'utf8'),
) as { appOrigin: string };

const menuButton = (page: Page) => page.getByRole('button', { name: /^(Menü|Menu)$/ });
const dialog = (page: Page) => page.getByRole('dialog');

for (const width of [375, 1440]) {
  test.describe(`site shell at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the menu opens, the products sub-panel opens and closes, and a leaf navigates', async ({
      page,
    }) => {
      await openPage(page, '/faq');
      await menuButton(page).click();
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByRole('link', { name: 'Startseite' })).toBeVisible();
      const products = dialog(page).getByRole('button', { name: 'Produkte' });
      await products.click();
      const back = dialog(page).getByRole('button', { name: 'Zurück' });
      await expect(back).toBeFocused();
      await expect(dialog(page).getByRole('link', { name: 'MyNewsroom' })).toBeVisible();
      await back.click();
      await expect(back).toHaveCount(0);
      await expect(products).toBeFocused();
      // Toggling the same entry again closes the sub-panel.
      await products.click();
      await expect(back).toBeVisible();
      if (width >= 1262) {
        await products.click();
        await expect(back).toHaveCount(0);
        await products.click();
      }
      await dialog(page).getByRole('link', { name: 'Anwälte' }).click();
      await expect(page).toHaveURL(/\/lawyers$/);
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.locator('h1')).toContainText('Rechtssicher');
    });

    test('a second click where the menu button is closes the menu and leaves the page alone', async ({
      page,
    }) => {
      // The open panel stops above the bottom bar: its login and language buttons used to lie
      // right over the menu button, and a second tap meant to close the menu hit one of them.
      await openPage(page, '/faq');
      const box = await menuButton(page).boundingBox();
      if (!box) throw new Error('no menu button');
      await menuButton(page).click();
      await expect(dialog(page)).toBeVisible();
      // Once the panel has slid in (Headless UI drops its transition marks), tap the same spot.
      await expect(dialog(page).locator('[data-transition]')).toHaveCount(0);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(dialog(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/faq$/);
      await expect(page.locator('h1')).toHaveText('Häufige Fragen');
    });

    test('Escape closes the menu and focus returns; Tab stays inside', async ({ page }) => {
      await openPage(page, '/contact');
      await menuButton(page).click();
      await expect(dialog(page)).toBeVisible();
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(
          true,
        );
      }
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await expect(menuButton(page)).toBeFocused();
    });
  });
}

test('the language toggle in the menu switches every visible text', async ({ page }) => {
  await openPage(page, '/faq');
  await menuButton(page).click();
  await dialog(page).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(page.locator('h1')).toHaveText('Frequently asked questions');
  await menuButton(page).click();
  await expect(dialog(page).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(dialog(page).getByRole('link', { name: 'Our Team' })).toBeVisible();
  await expect(dialog(page).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/faq');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
  await expect(page.getByRole('contentinfo')).not.toContainText('Alle Rechte');
});

test('login and register go to the app origin with the selected product', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toHaveAttribute(
    'href',
    `${site.appOrigin}/login`,
  );
  await menuButton(page).click();
  await dialog(page).getByRole('button', { name: 'Produkte' }).click();
  // Both names of each tier (SPEC §1 and §2 Navigation), as on the products page.
  for (const [name, product] of [
    ['ProL (DraftPro)', 'DraftPro'],
    ['ProL+ (WritePro)', 'WritePro'],
    ['MyProL (PublishPro)', 'PublishPro'],
  ]) {
    await expect(dialog(page).getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      `${site.appOrigin}/register?selectedProduct=${product}`,
    );
  }
  await page.keyboard.press('Escape');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
    'href',
    `${site.appOrigin}/privacy`,
  );
  await expect(footer.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute(
    'href',
    `${site.appOrigin}/tos`,
  );
});

test('the footer logo scrolls to the top on home and goes home elsewhere', async ({ page }) => {
  await openPage(page, '/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /Nach oben/ })
    .click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await openPage(page, '/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Startseite' }).first().click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} ProL`);
});

test('the imprint shows the company facts; privacy and terms point to the app', async ({
  page,
}) => {
  await openPage(page, '/imprint');
  await expect(page.getByText('ProL GmbH')).toBeVisible();
  await expect(page.getByText('1060 Wien')).toBeVisible();
  await expect(page.getByText('ATU78123456')).toBeVisible();
  await openPage(page, '/en/privacy');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Open the privacy policy' }),
  ).toHaveAttribute('href', `${site.appOrigin}/privacy`);
  await openPage(page, '/terms');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Nutzungsbedingungen öffnen' }),
  ).toHaveAttribute('href', `${site.appOrigin}/tos`);
});

test('/does-not-exist shows the 404 page with its links', async ({ page }) => {
  const response = await openPage(page, '/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Enterprise-Lösung MyNewsroom' })).toHaveAttribute(
    'href',
    '/products/enterprise',
  );
  await expect(main.getByRole('link', { name: 'Self-Service-Tarife' })).toHaveAttribute(
    'href',
    '/#self-service',
  );
  await main.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test.describe('the first menu open (issue 27)', () => {
  for (const width of [375, 1440]) {
    test(`slides in like every later one at ${width} px: it is loaded when idle and drawn, hidden, on hover`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, '/faq');
      // The panel's code arrives while the page is idle, before any sign of use.
      await expect
        .poll(() =>
          page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .some((e) => /nav-panel-[\w-]+\.js$/.test(e.name)),
          ),
        )
        .toBe(true);
      // At the first sign of use (the pointer over the button) the closed panel is drawn into
      // the document, hidden: the first open then only shows it, as every later open does.
      // Hidden, it is neither read out nor reachable.
      await menuButton(page).hover();
      const closedPanel = page.locator('[role=dialog][hidden]');
      await expect(closedPanel.getByRole('link', { includeHidden: true }).first()).toBeAttached();
      await expect(closedPanel).toBeHidden();
      await expect(dialog(page)).toHaveCount(0);
      // Record whether the panel ever shows its transition state (Headless UI's data-enter).
      await page.evaluate(() => {
        const seen = { enter: false };
        (window as unknown as { __panel: typeof seen }).__panel = seen;
        new MutationObserver(() => {
          if (document.querySelector('[role=dialog] [data-enter]')) seen.enter = true;
        }).observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      await menuButton(page).click();
      await expect(dialog(page)).toBeVisible();
      expect(
        await page.evaluate(
          () => (window as unknown as { __panel: { enter: boolean } }).__panel.enter,
        ),
        'the first open is animated',
      ).toBe(true);
    });
  }
});
