/**
 * Full-page screenshots of every route (pages, one article, the 404 page) at 375 and 1440 px in
 * German and English, for looking at the site as a visitor would.
 *
 *   npm run screenshots -- <base URL> <out dir> [filter]
 *   npm run screenshots -- http://127.0.0.1:4431 ../visual-shots/after news
 *
 * Needs a served build (npm run build, then npm run serve). Uses Debian's Chromium like the e2e
 * tests. The optional filter keeps only URLs containing it.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumExecutable } from '../tests/e2e/support/chromium';
import { LANGUAGES, articleUrls, localized, pagePaths } from '../tests/e2e/support/site-urls';

const [base = 'http://127.0.0.1:4431', outDir = 'screenshots', filter = ''] = process.argv.slice(2);
const WIDTHS = [375, 1440] as const;

function fileName(url: string, width: number): string {
  const slug = url === '/' ? 'home' : url === '/en' ? 'en/home' : url.replace(/^\//, '');
  const name = slug.startsWith('en/') ? slug : `de-${slug}`;
  return `${name.replace(/\//g, '_')}-${width}.png`;
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const urls = LANGUAGES.flatMap((language) => [
    ...pagePaths().map((path) => localized(language, path)),
    ...articleUrls(language).slice(0, 1),
    localized(language, '/does-not-exist'),
  ]).filter((url) => url.includes(filter));
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: width < 800 ? 812 : 900 },
      reducedMotion: 'reduce',
      // Unprefixed URLs are German; an English browser would be moved to /en (SPEC §4).
      locale: 'de-DE',
    });
    const page = await context.newPage();
    for (const url of urls) {
      await page.goto(base + url, { waitUntil: 'networkidle' });
      await page
        .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
          timeout: 10_000,
        })
        .catch(() => undefined);
      // Lazy images below the fold: scroll through once so the full-page shot has them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((done) => setTimeout(done, 30));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(200);
      const path = join(outDir, fileName(url, width));
      await page.screenshot({ path, fullPage: true });
      console.log(path);
    }
    await context.close();
  }
  await browser.close();
}

await main();
