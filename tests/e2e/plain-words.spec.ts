import type { Page } from '@playwright/test';
import { test, expect } from './support/console-guard';
import { openPage } from './support/page-ready';
import { LANGUAGES, everyUrl } from './support/site-urls';

/**
 * Issue 37.1 (decision 230): the texts' soft hyphens (U+00AD) are break points for the eye
 * only. No attribute (aria-label, alt, title, value, ...), no accessible name (buttons, links,
 * landmarks, labels, images, headings) and no copied text holds one: screen readers, braille,
 * voice control, tests that find a field by its label, and copy/paste all get the plain word.
 * Running text breaks at `.shy` spans whose U+00AD is CSS generated content
 * (components/breakable-text.tsx), which none of them sees.
 */

/** Where the page's DOM holds U+00AD: attribute values and text outside data blocks. */
function softHyphensInDom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const { name, value } of element.attributes)
        if (value.includes('\u00AD'))
          found.push(`<${element.localName} ${name}="${value.replace(/\u00AD/g, '|')}">`);
    }
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // The route's data (JSON) blocks carry the texts for BreakableText, unseen.
      if (node.parentElement?.closest('script')) continue;
      const text = node.textContent ?? '';
      if (text.includes('\u00AD'))
        found.push(`text in <${node.parentElement?.localName}>: "${text.replace(/\u00AD/g, '|')}"`);
    }
    return found;
  });
}

/** Every accessible name and value in Chromium's accessibility tree that holds U+00AD. */
async function softHyphensInNames(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value?: string }; name?: { value?: string }; value?: { value?: string } }[];
  };
  await session.detach();
  return nodes
    .flatMap((node) => [node.name?.value, node.value?.value].map((text) => ({ node, text })))
    .filter(({ text }) => typeof text === 'string' && text.includes('\u00AD'))
    .map(({ node, text }) => `${node.role?.value}: "${String(text).replace(/\u00AD/g, '|')}"`);
}

/**
 * Small-capitals lines (eyebrows, badge-row and card titles) that could still be hyphenated:
 * break points (`.shy`) inside them, or a `hyphens` other than none.
 */
function hyphenableSmallCapitals(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => getComputedStyle(element).textTransform === 'uppercase')
      .filter((element) => element.textContent?.trim())
      .filter(
        (element) =>
          element.querySelector('.shy') !== null || getComputedStyle(element).hyphens !== 'none',
      )
      .map((element) => `<${element.localName}> "${element.textContent?.trim()}"`),
  );
}

/** What copying the whole page gives (select all, as Ctrl+A then Ctrl+C would). */
function copiedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const selection = getSelection()!;
    selection.selectAllChildren(document.body);
    const text = selection.toString();
    selection.removeAllRanges();
    return text;
  });
}

test.describe('no soft hyphen where machines or copy/paste read the text (issue 37.1)', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const language of LANGUAGES) {
    for (const url of everyUrl(language)) {
      test(`${url}: attributes, accessible names, copied text and small capitals are plain`, async ({
        page,
      }) => {
        await openPage(page, url);
        expect(await softHyphensInDom(page), 'U+00AD in the DOM (shown as |)').toEqual([]);
        expect(await softHyphensInNames(page), 'U+00AD in accessible names').toEqual([]);
        const copied = await copiedText(page);
        expect(copied.length).toBeGreaterThan(100);
        expect(copied).not.toContain('\u00AD');
        expect(await hyphenableSmallCapitals(page), 'small capitals that may hyphenate').toEqual(
          [],
        );
      });
    }
  }
});
