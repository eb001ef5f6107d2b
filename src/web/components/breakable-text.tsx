import { Fragment, type ReactNode } from 'react';

const SOFT_HYPHEN = '\u00AD';
const NO_BREAK_SPACE = '\u00A0';
/** Spaces a line may break at; a no-break space (inside "24 Monate") stays inside a word. */
const BREAKING_SPACE = /([^\S\u00A0]+)/u;
/** After a hyphen, dash or slash: where a compound already offers a break of its own. */
const AFTER_JOINER = /(?<=[-–/])/u;
const JOINER = /[-–/]/u;
/** "KI-", "E-", "co-": a prefix of one or two letters stays with the rest of its word. */
const SHORT_PREFIX = /(?<![\p{L}\p{N}])\p{L}{1,2}-(?=\p{L})/u;
const ONLY_SHORT_PREFIX = /^[^\p{L}\p{N}]*\p{L}{1,2}-$/u;
const WORD_CLASS = 'breakable-word';
/** The text's last word: it moves to the last line whole (theme.css), no "Meilen- / steinen." */
export const LAST_WORD_CLASS = 'breakable-word last-word';

/**
 * A text whose long words may break at their soft hyphens (`t(key, WITH_BREAK_POINTS)`, see
 * lib/i18n.ts), for running text and headings only (issue 37.1, decision 230).
 *
 * Each soft hyphen becomes an empty `<span class="shy" aria-hidden="true">` whose CSS
 * `::before` is U+00AD (theme.css): the line may break there and shows a hyphen when it does,
 * while the DOM text stays the plain word, so copy/paste, find and the accessible name see no
 * U+00AD (generated content is not copied, and aria-hidden keeps it out of the name). The word
 * sits in a `.breakable-word` span, which headings lay out as one inline block: it moves to the
 * next line whole and breaks only when it is wider than the whole line. A word joined by a
 * hyphen or slash ("CMS-Integrationen") is split after it first, so the line breaks there
 * rather than at a soft hyphen further on, except after a prefix of one or two letters: a
 * heading's "KI-Redaktion" moves to the next line whole (no "die KI- / Redaktion"). The text's
 * last word, joined or hyphenated, is one `.last-word` span: it breaks only when wider than the
 * whole line, so a paragraph never ends on a word's last piece ("Meilen- / steinen.",
 * "ProL- / App."). `after` (an info button) goes with the last word, on its line.
 */
export function BreakableText({ text, after }: { text: string; after?: ReactNode }): ReactNode {
  // Most texts have neither: drawn as they are, without splitting them on every render.
  if (!text.includes(SOFT_HYPHEN) && !JOINER.test(text)) return withAfter(text, after);
  const parts = text.split(BREAKING_SPACE);
  const lastPart = parts.findLastIndex((part) => part.trim() !== '');
  // The last word (with the short word a no-break space joins to it) may also break at its own
  // hyphen: "in der ProL- / App." left "App." alone on the last line.
  // One with break points of its own splits after its hyphen first, as the others do: a heading's
  // "CMS-Integrationen" breaks after "CMS-", not inside "Integrationen".
  const lastBreaks = JOINER.test(parts[lastPart] ?? '') && !parts[lastPart]!.includes(SOFT_HYPHEN);
  if (!text.includes(SOFT_HYPHEN) && !lastBreaks && !SHORT_PREFIX.test(text))
    return withAfter(text, after);
  const nodes: ReactNode[] = [];
  let plain = ''; // words without a break point, kept as one text node
  let afterPlaced = false;
  const word = (key: string, className: string, content: string) => {
    if (plain) nodes.push(plain);
    plain = '';
    const last = className === LAST_WORD_CLASS && after !== undefined;
    afterPlaced ||= last;
    const pieces = content.split(SOFT_HYPHEN);
    // `after` stays on the line of the word's last piece (after its last break point or hyphen).
    let tail = '';
    if (last) {
      const final = pieces.pop() ?? '';
      const cut = final.search(/[^-–/]*$/u);
      pieces.push(final.slice(0, cut));
      tail = final.slice(cut);
    }
    nodes.push(
      <span key={key} className={className}>
        {pieces.map((piece, point) => (
          <Fragment key={point}>
            {point > 0 && <span className="shy" aria-hidden="true" />}
            {piece}
          </Fragment>
        ))}
        {last && (
          <span className="whitespace-nowrap">
            {tail}
            {NO_BREAK_SPACE}
            {after}
          </span>
        )}
      </span>,
    );
  };
  parts.forEach((part, index) => {
    if (index === lastPart && lastBreaks) {
      word(`${index}`, LAST_WORD_CLASS, part);
      return;
    }
    if (!part.includes(SOFT_HYPHEN)) {
      if (SHORT_PREFIX.test(part)) word(`${index}`, WORD_CLASS, part);
      else plain += part;
      return;
    }
    const segments = withShortPrefixesJoined(part.split(AFTER_JOINER));
    for (const [at, segment] of segments.entries()) {
      const last = index === lastPart && at === segments.length - 1;
      if (segment.includes(SOFT_HYPHEN))
        word(`${index}-${at}`, last ? LAST_WORD_CLASS : WORD_CLASS, segment);
      else plain += segment;
    }
  });
  if (afterPlaced) {
    if (plain) nodes.push(plain);
    return nodes;
  }
  nodes.push(<Fragment key="after">{withAfter(plain, after)}</Fragment>);
  return nodes;
}

/** "KI-" + "Kommunikation": a one- or two-letter prefix goes with the segment after it. */
function withShortPrefixesJoined(segments: string[]): string[] {
  const joined: string[] = [];
  let prefix = '';
  for (const segment of segments) {
    if (ONLY_SHORT_PREFIX.test(segment)) prefix += segment;
    else {
      joined.push(prefix + segment);
      prefix = '';
    }
  }
  if (prefix) joined.push(prefix);
  return joined;
}

/**
 * `text` with `after` (an info button) kept on the line of its last word: in a flex row the
 * button went to the far end of a label that wrapped ("Audio- und / Videotranskription … ⓘ").
 */
function withAfter(text: string, after: ReactNode): ReactNode {
  if (after === undefined) return text;
  const at = text.search(/\S+\s*$/u);
  return (
    <>
      {text.slice(0, Math.max(at, 0))}
      <span className="whitespace-nowrap">
        {at >= 0 && text.slice(at).trimEnd()}
        {NO_BREAK_SPACE}
        {after}
      </span>
    </>
  );
}
