import { test, expect } from './support/console-guard';
import { openPage } from './support/page-ready';
import { everyUrl } from './support/site-urls';

/**
 * The page a phone paints first is the server HTML: our script runs only after that paint
 * (decision 007). It must already be laid out as the hydrated page will be, or the page jumps
 * (layout shift) when the script runs.
 */
test.describe('server HTML on a phone, before any script', () => {
  for (const url of everyUrl('de')) {
    test(`${url} is no wider than the screen`, async ({ browser, baseURL }) => {
      // A phone as Lighthouse emulates one (Moto G Power): 412 px, touch, 1.75 device pixels.
      const phone = await browser.newContext({
        baseURL,
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1.75,
        javaScriptEnabled: false,
      });
      const page = await phone.newPage();
      // Plain page.goto: this context has no JavaScript, so nothing hydrates.
      await page.goto(url);
      // On a phone, content wider than the screen widens the layout viewport itself.
      expect(await page.evaluate(() => window.innerWidth)).toBe(412);
      await phone.close();
    });
  }
});

test.describe('the contact form does not move when its topics arrive', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const url of ['/contact', '/en/contact']) {
    test(`${url}: the name field is where the server HTML put it`, async ({
      browser,
      baseURL,
      page,
    }) => {
      const plain = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
        viewport: { width: 412, height: 823 },
      });
      const serverPage = await plain.newPage();
      // Plain goto: no JavaScript here, nothing hydrates.
      await serverPage.goto(url);
      const nameTop = (p: typeof page) =>
        p.evaluate(() => document.querySelector('input[name="name"]')?.getBoundingClientRect().top);
      const before = await nameTop(serverPage);
      await plain.close();
      await openPage(page, url);
      await expect(page.getByRole('radio').first()).toBeAttached();
      expect(before).toBeDefined();
      expect(await nameTop(page)).toBe(before);
    });
  }
});
