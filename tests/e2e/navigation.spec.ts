import type { Page } from '@playwright/test';
import { expect, head, test } from './support/console-guard';
import { openPage, reloadPage } from './support/page-ready';
import { countIn, pageSections, questionCount, sectionProps } from './support/page-files';

/**
 * In-app navigation (issue 17): links are react-router links with real hrefs; following one
 * keeps the document (a marker set on `window` survives), and the new page's heading, title,
 * canonical, focus, live region and scroll are right.
 */

const ORIGIN = 'https://www.prol.example';

async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    'the page was not reloaded',
  ).toBe(true);
}

async function expectPage(page: Page, path: string, h1: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
  await expect(page.locator('main h1')).toHaveText(h1);
  // The head follows once the new page's first frame is painted (decision 222).
  await expect.poll(async () => (await head(page)).canonical).toBe(ORIGIN + path);
  expect((await head(page)).title).toMatch(/ \| ProL$/);
}

test.describe('links keep the document (issue 17)', () => {
  test('menu, footer, card and call-to-action links show the next page without a reload', async ({
    page,
  }) => {
    await openPage(page, '/');
    await markDocument(page);

    await page.getByRole('button', { name: 'Menü' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'FAQ' }).click();
    await expectPage(page, '/faq', 'Häufige Fragen');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('link', { name: /Ihre Frage stellen/ }).click();
    await expectPage(page, '/contact', 'Sprechen wir über Ihre Texte');

    await page.getByRole('contentinfo').getByRole('link', { name: 'News', exact: true }).click();
    await expectPage(page, '/news', 'Neuigkeiten von ProL');

    const card = page.locator('main ul li a').first();
    // Without the soft hyphens of long words (decision 130): the document title has none.
    const title = (await card.textContent())?.replace(/\u00AD/g, '').trim() ?? '';
    await card.click();
    await expect(page.locator('main h1')).toHaveText(title);
    await expect.poll(async () => (await head(page)).title).toBe(`${title} | ProL`);
    await expectSameDocument(page);
  });

  test('focus moves to the new heading and a live region names the page', async ({ page }) => {
    await openPage(page, '/faq');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Werte' }).click();
    await expect(page.locator('main h1')).toBeFocused();
    await expect(page.locator('[data-route-announcer]')).toHaveText((await head(page)).title);
  });

  test("a click draws the new page's top at once and its other sections right after; back draws it whole", async ({
    page,
  }) => {
    // What <main> holds in the first change that brings a new h1 (a DOM change is seen before
    // anything that comes after it can run): its second-level headings and FAQ questions.
    const watchFirstDraw = () =>
      page.evaluate(() => {
        const main = document.querySelector('main');
        if (!main) throw new Error('no main');
        const before = main.querySelector('h1')?.textContent;
        const observer = new MutationObserver(() => {
          if (main.querySelector('h1')?.textContent === before) return;
          observer.disconnect();
          (window as unknown as { __firstDraw: number[] }).__firstDraw = [
            main.querySelectorAll('h2').length,
            main.querySelectorAll('[aria-expanded]').length,
          ];
        });
        observer.observe(main, { childList: true, subtree: true, characterData: true });
      });
    const firstDraw = () =>
      page.waitForFunction(() => (window as unknown as { __firstDraw?: number[] }).__firstDraw);

    // From the content: the FAQ's questions and its sections below the hero (one h2 each), the
    // values page's blocks (an h2 each: they sit below the hero).
    const questions = questionCount(
      'de',
      sectionProps('faq', { type: 'faq-accordion' }).questions as string,
    );
    const faqHeadings = pageSections('faq').length - 1;
    const blocks = countIn('values', { type: 'image-text-blocks' }, 'blocks');
    await openPage(page, '/faq');
    await expect(page.locator('main [aria-expanded]')).toHaveCount(questions);
    await watchFirstDraw();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Werte' }).click();
    // The values page: its hero first (the h1, no h2), its blocks right after.
    expect(await (await firstDraw()).jsonValue()).toEqual([0, 0]);
    await expect(page.locator('main h2')).toHaveCount(blocks);

    await page.evaluate(() => delete (window as unknown as { __firstDraw?: number[] }).__firstDraw);
    await watchFirstDraw();
    await page.goBack();
    // Back: the whole page at once, so its remembered scroll position exists.
    expect(await (await firstDraw()).jsonValue()).toEqual([faqHeadings, questions]);
  });

  test('a slow page shows a thin progress bar until it is there', async ({ page }) => {
    await openPage(page, '/faq');
    // The next page's data answers late, as on a slow connection.
    await page.route('**/_app/route/values.json', async (route) => {
      await new Promise((done) => setTimeout(done, 1500));
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Werte' }).click();
    await expect(page.locator('.navigation-progress')).toBeVisible();
    await expect(page.locator('main h1')).toHaveText('Wofür wir stehen');
    await expect(page.locator('.navigation-progress')).toHaveCount(0);
  });

  test('back restores the scroll position of the page left', async ({ page }) => {
    await openPage(page, '/faq');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForFunction(() => Math.abs(window.scrollY - 600) < 2);
    await markDocument(page);
    // A click without scrolling the link into view first (as Playwright's click would).
    await page.evaluate(() =>
      document.querySelector<HTMLElement>('footer a[href="/imprint"]')?.click(),
    );
    await expect(page.locator('main h1')).toHaveText('Impressum');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText('Häufige Fragen');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
    await expectSameDocument(page);
  });

  test('a page opened after scrolling another one opens at its top (designer review)', async ({
    page,
  }) => {
    await openPage(page, '/');
    await page.evaluate(() => window.scrollTo(0, 2500));
    await page.waitForFunction(() => Math.abs(window.scrollY - 2500) < 2);
    // A page load, not a click in the app: every freshly loaded page has the router key "default".
    await openPage(page, '/faq');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await openPage(page, '/pricing');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a visitor who scrolls before the app starts stays where they scrolled', async ({
    page,
  }) => {
    // The page's data comes late (a slow line): the prerendered page is there, the app is not.
    await page.route('**/_app/route/faq.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/faq', { waitUntil: 'domcontentloaded' });
    await page.mouse.wheel(0, 900);
    await page.waitForFunction(() => window.scrollY > 800);
    const before = await page.evaluate(() => window.scrollY);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('a reload keeps the scroll position', async ({ page }) => {
    await openPage(page, '/faq');
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForFunction(() => Math.abs(window.scrollY - 700) < 2);
    await reloadPage(page);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(700);
  });

  test('an unknown URL reached in the app shows the 404 page', async ({ page }) => {
    await openPage(page, '/faq');
    await markDocument(page);
    // A popstate is an in-app navigation the router handles like a link.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/__missing__/page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('main h1')).toHaveText('Seite nicht gefunden');
    await expect.poll(async () => (await head(page)).robots).toBe('noindex, nofollow');
    await expectSameDocument(page);
  });

  test('the language toggle switches texts and URL in place and remembers the choice', async ({
    page,
  }) => {
    await openPage(page, '/faq');
    await markDocument(page);
    await page.getByRole('button', { name: 'Menü' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'English' }).click();
    await expectPage(page, '/en/faq', 'Frequently asked questions');
    await expect.poll(async () => (await head(page)).lang).toBe('en');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    await expectSameDocument(page);
    await reloadPage(page);
    await expect(page.locator('main h1')).toHaveText('Frequently asked questions');
  });
});

test.describe('without JavaScript every link still works', () => {
  test.use({ javaScriptEnabled: false });

  test('footer, card and call-to-action links are page loads', async ({ page }) => {
    // Plain page.goto here and below: without JavaScript nothing hydrates (openPage would wait).
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator('main h1')).toHaveText('Häufige Fragen');
    await page.getByRole('link', { name: /Ihre Frage stellen/ }).click();
    await expect(page.locator('main h1')).toHaveText('Sprechen wir über Ihre Texte');
    await page.goto('/news');
    await page.locator('main ul li a').first().click();
    await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
  });
});
