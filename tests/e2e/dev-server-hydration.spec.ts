import type { Page } from '@playwright/test';
import { expect, test } from './support/console-guard';
import { startDevServer } from './support/dev-server';
import { waitForHydration } from './support/page-ready';

/**
 * `npm run dev` sends each page rendered on the server, as the build prerenders it, and the
 * browser hydrates it: a hydration error shows in development, not first in production (issue
 * 36.1). The console guard fails a test on any console error or hydration warning.
 */

/** The page's h1 as the server sent it (soft hyphens and markup removed), or null. */
async function serverH1(url: string): Promise<{ status: number; h1: string | null }> {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return {
    status: response.status,
    h1: h1 === undefined ? null : h1.replace(/<[^>]*>/g, '').replace(/\u00ad|&shy;/g, ''),
  };
}

/** Opens a URL, marks the server's h1 before React starts, and waits for hydration. */
async function openAndHydrate(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  // A property, not an attribute (React would report an attribute it did not render): it
  // survives only if React hydrates the server's element instead of drawing a new one.
  await page.locator('h1').evaluate((h1) => {
    (h1 as HTMLElement & { fromServer?: boolean }).fromServer = true;
  });
  await waitForHydration(page);
  expect(
    await page
      .locator('h1')
      .evaluate((h1) => (h1 as HTMLElement & { fromServer?: boolean }).fromServer === true),
    `${url}: React kept the server's h1`,
  ).toBe(true);
}

const PAGES = [
  ['/', 'Ein\u00a0Input. Alle\u00a0Formate. Ohne\u00a0Prompting.'],
  ['/faq', 'Häufige Fragen'],
  ['/comparison', 'Das passende ProL für Ihr Team'],
  ['/en/about', 'Our team'],
  ['/news', 'Neuigkeiten von ProL'],
] as const;

test('the dev server sends server-rendered pages, which hydrate without warnings', async ({
  page,
}) => {
  // The dev server compiles every module on first request: slow on a busy machine.
  test.setTimeout(420_000);
  page.setDefaultTimeout(90_000);
  const dev = await startDevServer();
  try {
    for (const [path, h1] of PAGES) {
      expect(await serverH1(`${dev.url}${path}`), `${path} from the server`).toEqual({
        status: 200,
        h1,
      });
      await openAndHydrate(page, `${dev.url}${path}`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.locator('h1')).toHaveText(h1);
    }
    // Unknown URLs get the 404 page, with its status, as from the built site's server.
    expect(await serverH1(`${dev.url}/does-not-exist`)).toEqual({
      status: 404,
      h1: 'Seite nicht gefunden',
    });
  } finally {
    dev.stop();
  }
});

test('the dev server renders the content on disk: an edited page file shows on reload', async ({
  page,
}) => {
  test.setTimeout(300_000);
  page.setDefaultTimeout(90_000);
  const dev = await startDevServer();
  try {
    await openAndHydrate(page, `${dev.url}/faq`);
    const good = dev.project.read('pages/faq.json');
    const edited = good.replace('"title": "faq.hero.title"', '"title": "faq.hero.eyebrow"');
    expect(edited).not.toBe(good);
    dev.project.write('pages/faq.json', edited);
    await expect
      .poll(async () => (await serverH1(`${dev.url}/faq`)).h1, { timeout: 30_000 })
      .toBe('FAQ');
    await openAndHydrate(page, `${dev.url}/faq`);
    await expect(page.locator('h1')).toHaveText('FAQ');
  } finally {
    dev.stop();
  }
});
