/**
 * Long words carry soft hyphens (U+00AD) in the text layer (src/content/node/typography.ts);
 * running text and headings draw them as `.shy` spans inside a `.breakable-word` span
 * (src/web/components/breakable-text.tsx, decision 230). Playwright ignores U+00AD when it
 * compares with a string, not with a pattern or in raw HTML.
 */

/** The text without soft hyphens: what a reader and a search see. */
export const withoutSoftHyphens = (text: string) => text.replace(/\u00AD/g, '');

/**
 * Prerendered HTML with BreakableText's spans taken out (and React's `<!-- -->` between text
 * nodes), so a sentence reads as written: "klare Verantwortung." rather than
 * "klare <span class="breakable-word">Verant<span class="shy" ...></span>wortung</span>.".
 */
export const withoutBreakPoints = (html: string) =>
  withoutSoftHyphens(html)
    .replace(/<span class="shy" aria-hidden="true"><\/span>/g, '')
    .replace(/<span class="breakable-word(?: last-word)?">([^<]*)<\/span>/g, '$1')
    .replace(/<!-- -->/g, '');

/** A pattern for `text` that allows a soft hyphen after any letter. */
export const hyphenable = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/(\p{L})/gu, '$1\u00AD?'), 'u');
