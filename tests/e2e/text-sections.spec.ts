import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './support/console-guard';
import { openPage } from './support/page-ready';
import { LANGUAGES, localized } from './support/site-urls';

/**
 * Issue 37.6: a section of text only (the closing "Ist Ihr Projekt förderfähig?" on /grant,
 * /lawyers, ...) left the right half of the row empty at 1440 px. Heading and text now share the
 * row: the text starts right of the heading and reaches the right part of the content column.
 */
const pagesDir = join(import.meta.dirname, '..', '..', 'pages');
const withTextBlocks = readdirSync(pagesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => readFileSync(join(pagesDir, file), 'utf8'))
  .filter((text) => text.includes('"type": "text-block"'))
  .map((text) => (JSON.parse(text) as { path: string }).path);

test.use({ viewport: { width: 1440, height: 900 } });

for (const language of LANGUAGES) {
  for (const path of withTextBlocks) {
    const url = localized(language, path);
    test(`${url}: every text block fills its row at 1440 px`, async ({ page }) => {
      await openPage(page, url);
      const blocks = await page.locator('[data-section="text-block"]').evaluateAll((places) =>
        places.map((place) => {
          const column = place.querySelector('section > div')!.getBoundingClientRect();
          const heading = place.querySelector('h2, h3')!.getBoundingClientRect();
          const text = place.querySelector('p:not([class*="uppercase"])')!.getBoundingClientRect();
          return {
            textRightOfHeading: text.left >= heading.right - 1,
            reach: (text.right - column.left) / column.width,
          };
        }),
      );
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) {
        expect(block.textRightOfHeading).toBe(true);
        expect(block.reach).toBeGreaterThan(0.8);
      }
    });
  }
}
