import { Fragment } from 'react';

/**
 * Characters that change the direction or order of the text around them without being seen:
 * a "Trojan source" message could show one thing and say another. They are shown as visible
 * marks instead (⟦U+202E⟧), so what is displayed is what was sent.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export const codePointLabel = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** The same marks in a plain string (a page title, an accessible name). */
export const visibleString = (text: string) =>
  text.replace(BIDI_CONTROLS, (control) => `⟦${codePointLabel(control)}⟧`);

/** Submitted text, as text: React escapes it, nothing in it is HTML, its controls are visible. */
export function VisibleText({ text }: { text: string }) {
  const parts: Array<string | { control: string }> = [];
  let last = 0;
  for (const match of text.matchAll(BIDI_CONTROLS)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    parts.push({ control: match[0] });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <mark
            key={index}
            data-bidi-control={codePointLabel(part.control)}
            className="mx-0.5 rounded bg-amber-100 px-1 font-mono text-xs text-ink"
          >
            {`⟦${codePointLabel(part.control)}⟧`}
          </mark>
        ),
      )}
    </>
  );
}
