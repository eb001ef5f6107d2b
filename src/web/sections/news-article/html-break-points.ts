import { LAST_WORD_CLASS } from '../../components/breakable-text';

/**
 * An article body's soft hyphens (U+00AD, put into its text by the text layer) drawn the way
 * `BreakableText` draws them (components/breakable-text.tsx, decision 230): each becomes an
 * empty `<span class="shy" aria-hidden="true">` whose CSS `::before` is the break point, and
 * a word holding one sits in a `<span class="breakable-word">`, so copy/paste, find and the
 * names of the article's links see the plain word. Only text between tags is touched; a tag
 * loses any U+00AD it holds (the text layer puts none there: typography.ts leaves markup alone).
 * A block's last word is `.last-word`, as BreakableText marks a text's last word; so is one
 * joined by a hyphen and without break points ("der ProL-App."), which would otherwise end its
 * block on "App." alone.
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

/** A tag that ends a block of text: a word right before it is its block's last word. */
const BLOCK_END = /^<\/(?:p|li|dd|dt|h[1-6]|blockquote|figcaption|td|th)>/iu;
/** What may stand between a block's last word and its end: "<a>Produktvergleich</a>." */
const INLINE_END = /^<\/(?:a|strong|em|b|i|span|code|mark|small)>$/iu;
const NO_WORD = /^[^\p{L}\p{N}]*$/u;
const JOINED_WORD = /[\p{L}\p{N}][-–/][\p{L}\p{N}]/u;
/** A text's last word when it is joined by a hyphen, dash or slash: "ProL-App." ("ProL-" kept). */
const JOINED_LAST_WORD =
  /(?<=^|\s)([^\s\u00AD]*[\p{L}\p{N}][-–/][^\s\u00AD]*[\p{L}\p{N}][^\s\u00AD]*)(\s*)$/u;

/** Whether only closing inline tags and punctuation follow `parts[index]` up to a block's end. */
function endsBlock(parts: string[], index: number): boolean {
  for (const part of parts.slice(index + 1)) {
    if (BLOCK_END.test(part)) return true;
    if (!INLINE_END.test(part) && !(!part.startsWith('<') && NO_WORD.test(part))) return false;
  }
  return false;
}

export function withHtmlBreakPoints(html: string): string {
  if (!html.includes('\u00AD') && !JOINED_WORD.test(html)) return html;
  const parts = html.split(TAG_OR_TEXT);
  return parts
    .map((part, index) => {
      if (part.startsWith('<')) return part.replaceAll('\u00AD', '');
      const ends = endsBlock(parts, index);
      const joined = ends ? JOINED_LAST_WORD.exec(part) : null;
      const head = joined ? part.slice(0, joined.index) : part;
      const words = head.replace(WORD_WITH_BREAK_POINT, (word, at: number) => {
        const last = !joined && ends && NO_WORD.test(head.slice(at + word.length));
        const className = last ? LAST_WORD_CLASS : 'breakable-word';
        return `<span class="${className}">${word.replaceAll('\u00AD', BREAK_POINT)}</span>`;
      });
      return joined
        ? `${words}<span class="${LAST_WORD_CLASS}">${joined[1]}</span>${joined[2]}`
        : words;
    })
    .join('');
}
