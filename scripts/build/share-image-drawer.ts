import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { shareImageHtml } from '../../src/content/node/page-head/share-image-design';
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
} from '../../src/content/node/page-head/share-image';
import { chromiumExecutable } from '../../tests/e2e/support/chromium';
import type { DrawShareImage } from './share-image-cache';

/**
 * Draws share pictures with Debian's Chromium, like the articles' (one browser, one tab, one
 * picture after the other). `close` ends the browser.
 */
export async function chromiumShareImageDrawer(
  root: string,
): Promise<{ draw: DrawShareImage; close: () => Promise<void> }> {
  const font = pathToFileURL(
    join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  ).href;
  const browser: Browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const tab = await browser.newPage({
    viewport: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT },
  });
  const devtools = await tab.context().newCDPSession(tab);
  // A file URL, so the page may load the font from node_modules (about:blank may not).
  const scratch = mkdtempSync(join(tmpdir(), 'prol-share-'));
  const page = join(scratch, 'picture.html');
  let loaded = false;
  return {
    draw: async (image, out) => {
      const html = shareImageHtml(image, font);
      if (!loaded) {
        writeFileSync(page, html);
        await tab.goto(pathToFileURL(page).href);
        loaded = true;
      } else {
        // The next picture in the same document: no new page load, the font is already there
        // (a page load per picture cost about half of each picture's time).
        await tab.evaluate((next) => {
          const parsed = new DOMParser().parseFromString(next, 'text/html');
          document.documentElement.lang = parsed.documentElement.lang;
          document.head.replaceWith(parsed.head);
          document.body.replaceWith(parsed.body);
        }, html);
      }
      await tab.evaluate(() => document.fonts.ready);
      // Chromium's fast PNG encoder: the same pixels as Playwright's screenshot (compared), about
      // half of Chromium's time per picture, files about 1.7 times larger (decision 254).
      const { data } = await devtools.send('Page.captureScreenshot', {
        format: 'png',
        optimizeForSpeed: true,
        clip: { x: 0, y: 0, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, scale: 1 },
      });
      writeFileSync(out, Buffer.from(data, 'base64'));
    },
    close: async () => {
      await browser.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
