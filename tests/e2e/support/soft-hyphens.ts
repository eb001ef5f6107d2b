/**
 * The text layer puts soft hyphens (U+00AD) into long words (src/content/node/typography.ts).
 * Playwright ignores them when it compares with a string, not with a pattern or in raw HTML.
 */

/** The text without soft hyphens: what a reader and a search see. */
export const withoutSoftHyphens = (text: string) => text.replace(/\u00AD/g, '');

/** A pattern for `text` that allows a soft hyphen after any letter. */
export const hyphenable = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/(\p{L})/gu, '$1\u00AD?'), 'u');
