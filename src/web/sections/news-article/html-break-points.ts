/**
 * An article body's soft hyphens (U+00AD, put into its text by the text layer) drawn the way
 * `BreakableText` draws them (components/breakable-text.tsx, decision 230): each becomes an
 * empty `<span class="shy" aria-hidden="true">` whose CSS `::before` is the break point, and
 * a word holding one sits in a `<span class="breakable-word">`, so copy/paste, find and the
 * names of the article's links see the plain word. Only text between tags is touched; a tag
 * loses any U+00AD it holds (the text layer puts none there: typography.ts leaves markup alone).
 */
// A tag ends at the first ">" outside quotes: DOMPurify leaves "<" and ">" unescaped inside an
// attribute value (an allowed href may hold them), and a break point written into such a value
// would close its quotes and turn the rest of the value into markup after sanitising.
const TAG_OR_TEXT = /(<(?:[^>"']|"[^"]*"|'[^']*')*>)/u;
/** A word, or the part of a compound after its hyphen or slash (as in BreakableText). */
const WORD_WITH_BREAK_POINT = /[^\s<>\-–/]*\u00AD[^\s<>\-–/]*/gu;
// Written as the browser writes them back (innerHTML), so the prerendered body and the one
// drawn after a navigation are the same text (tests/e2e/news.spec.ts).
const BREAK_POINT = '<span class="shy" aria-hidden="true"></span>';

export function withHtmlBreakPoints(html: string): string {
  if (!html.includes('\u00AD')) return html;
  return html
    .split(TAG_OR_TEXT)
    .map((part) =>
      part.startsWith('<')
        ? part.replaceAll('\u00AD', '')
        : part.replace(
            WORD_WITH_BREAK_POINT,
            (word) =>
              `<span class="breakable-word">${word.replaceAll('\u00AD', BREAK_POINT)}</span>`,
          ),
    )
    .join('');
}
