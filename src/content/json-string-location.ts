import { findNodeAtLocation } from 'jsonc-parser';
import { codeFrame, rangeOf, type JsonDocument } from './json-document';
import { readablePath, type Problem } from './problem';
import type { RuleId } from './rules';
import { whereInWords } from './where-in-words';

/**
 * A problem at a character inside a JSON string value (e.g. a tag inside article HTML): the
 * line and column point at that character in the file, escapes (`\"`, `\n`, `\u00fc`) included.
 */
export function problemInString(
  doc: JsonDocument,
  segments: ReadonlyArray<string | number>,
  index: number,
  issue: { rule: RuleId; message: string; suggestion?: string },
): Problem {
  const node = doc.root ? findNodeAtLocation(doc.root, [...segments]) : undefined;
  const offset = node ? rawOffset(doc.text, node.offset, index) : 0;
  const range = rangeOf(doc.text, offset, 1);
  const { line, column } = range;
  return {
    rule: issue.rule,
    file: doc.file,
    ...range,
    path: readablePath(segments),
    where: whereInWords(doc.file, doc.data, segments),
    message: issue.message,
    ...(issue.suggestion ? { suggestion: issue.suggestion } : {}),
    frame: clippedFrame(doc.text, line, column),
  };
}

/** Offset in the file of character `index` of the string literal starting (quote) at `start`. */
function rawOffset(text: string, start: number, index: number): number {
  let raw = start + 1;
  for (let decoded = 0; decoded < index && raw < text.length; decoded++) {
    if (text[raw] === '\\') raw += text[raw + 1] === 'u' ? 6 : 2;
    else raw += 1;
  }
  return raw;
}

/** A code frame, cut around the column when the line is long (article HTML is one long line). */
function clippedFrame(text: string, line: number, column: number, width = 100): string {
  const source = text.split('\n')[line - 1] ?? '';
  if (source.length <= width) return codeFrame(text, line, column, 0);
  const from = Math.max(0, column - 1 - Math.floor(width / 2));
  const to = Math.min(source.length, from + width);
  const prefix = from > 0 ? '…' : '';
  const suffix = to < source.length ? '…' : '';
  const shown = `${prefix}${source.slice(from, to)}${suffix}`;
  const gutter = String(line);
  const marker = ' '.repeat(prefix.length + column - 1 - from);
  return `  > ${gutter} | ${shown}\n    ${' '.repeat(gutter.length)} | ${marker}^`;
}
