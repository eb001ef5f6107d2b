import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { createServer } from 'vite';
import { readSectionSchemas } from '../../src/content/node/section-schema-files';
import { chromiumExecutable } from '../../tests/e2e/support/chromium';
import { SCREENSHOT_WIDTHS, SHOWN_WIDTH, screenshotFile } from './catalogue-markdown';
import { EXAMPLE_ANCHOR, examplePageUrl } from './example-pages';
import { shrinkToWebp } from './webp';

/**
 * Screenshots of every section's example, German, at 1440 and 375 px, rendered by the real
 * components in a dev server started here (never the one a person may be running), with
 * reduced motion so carousels stand still. Written as WebP into docs/sections/.
 */
export async function takeScreenshots(
  root: string,
  options: { port: number; only?: string[] },
): Promise<string[]> {
  const types = readSectionSchemas(root)
    .map((s) => s.type)
    .filter((type) => !options.only || options.only.includes(type));
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    cacheDir: join(root, 'node_modules', '.vite-docs-sections'),
    server: { port: options.port, strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  await server.listen();
  const base = `http://127.0.0.1:${options.port}`;
  let browser: Browser | null = null;
  const written: string[] = [];
  try {
    browser = await chromium.launch({
      executablePath: chromiumExecutable(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const context = await browser.newContext({
      reducedMotion: 'reduce',
      locale: 'de-DE',
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    const converter = await context.newPage();
    mkdirSync(join(root, 'docs', 'sections'), { recursive: true });
    for (const type of types) {
      for (const width of SCREENSHOT_WIDTHS) {
        const url = `${base}${examplePageUrl(root, type, 'de')}`;
        // Once more when the dev server reloaded the page meanwhile (a file changed).
        const png = await screenshotSection(page, url, width).catch(() =>
          screenshotSection(page, url, width),
        );
        const file = join(root, 'docs', screenshotFile(type, width));
        writeFileSync(file, await shrinkToWebp(converter, png, SHOWN_WIDTH[width] ?? width));
        written.push(file);
        console.log(`  ${type} at ${width} px`);
      }
    }
  } finally {
    await browser?.close();
    await server.close();
  }
  return written;
}

async function screenshotSection(page: Page, url: string, width: number): Promise<Buffer> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url);
  const section = page.locator(`#${EXAMPLE_ANCHOR}`);
  // The dev server compiles modules on first use: a page can take a while on a busy machine.
  await section.waitFor({ state: 'visible', timeout: 90_000 }).catch((error: unknown) => {
    throw new Error(
      `${url}: the example shows nothing (a countdown whose moment has passed?) or the page did not load`,
      { cause: error },
    );
  });
  // A viewport as tall as the page: every lazy image is in view and loads.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: Math.min(Math.max(height, 900), 8000) });
  await page.waitForLoadState('networkidle');
  await section.evaluate(async (element) => {
    await document.fonts.ready;
    // Only pictures that are shown: a layout hidden at this width keeps its lazy images unloaded.
    const shown = [...element.querySelectorAll('img')].filter(
      (image) => !image.complete && image.getClientRects().length > 0,
    );
    const loaded = Promise.all(
      shown.map(
        (image) =>
          new Promise((done) => {
            image.addEventListener('load', done, { once: true });
            image.addEventListener('error', done, { once: true });
          }),
      ),
    );
    await Promise.race([loaded, new Promise((done) => setTimeout(done, 10_000))]);
  });
  return section.screenshot({ type: 'png', animations: 'disabled' });
}
