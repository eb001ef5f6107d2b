import { findNodeAtLocation, parse, parseTree, type Node, type ParseError } from 'jsonc-parser';
import { describeSyntaxError } from './json-syntax';
import { readablePath, type Problem } from './problem';
import { codeFrame, offsetToLineColumn } from './text-position';

/** A parsed JSON file that can tell where any value or key sits in its text. */
export interface JsonDocument {
  file: string;
  text: string;
  data: unknown;
  root: Node | undefined;
}

/** A file that does not parse: its one syntax problem, and what a tolerant parser could still read. */
export interface UnreadableFile {
  file: string;
  problem: Problem;
  /** The values a tolerant parser recovered (may be incomplete; undefined when nothing was). */
  partial: unknown;
}

export type ParseResult = { ok: true; doc: JsonDocument } | ({ ok: false } & UnreadableFile);

export function parseJsonDocument(file: string, text: string): ParseResult {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (errors.length === 0 && root) {
    return { ok: true, doc: { file, text, data: JSON.parse(text) as unknown, root } };
  }
  const described = describeSyntaxError(text, errors);
  const { line, column } = offsetToLineColumn(text, described.offset);
  const problem: Problem = {
    file,
    line,
    column,
    path: '(syntax)',
    message: described.message,
    suggestion: described.suggestion,
    frame: codeFrame(text, line, column),
  };
  return { ok: false, file, problem, partial: parse(text, [], { allowTrailingComma: true }) };
}

export { codeFrame, offsetToLineColumn };

/**
 * Where the value at `segments` starts; with `key`, where that property's key starts
 * (used for "unknown property" so the marker lands on the misspelt name).
 * Falls back to the nearest existing ancestor.
 */
export function locate(
  doc: JsonDocument,
  segments: ReadonlyArray<string | number>,
  key?: string,
): { line: number; column: number } {
  const path = segments.map((s) => (typeof s === 'string' && /^\d+$/.test(s) ? Number(s) : s));
  let node: Node | undefined;
  for (let n = path.length; n >= 0 && !node; n--) {
    node = doc.root ? findNodeAtLocation(doc.root, path.slice(0, n)) : undefined;
  }
  let offset = node?.offset ?? 0;
  if (key !== undefined && node?.type === 'object') {
    const property = node.children?.find((p) => p.children?.[0]?.value === key);
    if (property) offset = property.offset;
  } else if (node?.parent?.type === 'property' && key === undefined) {
    offset = node.offset;
  }
  return offsetToLineColumn(doc.text, offset);
}

export function problemAt(
  doc: JsonDocument,
  segments: ReadonlyArray<string | number>,
  message: string,
  options: { key?: string; suggestion?: string; path?: string } = {},
): Problem {
  const { line, column } = locate(doc, segments, options.key);
  const pathSegments = options.key !== undefined ? [...segments, options.key] : segments;
  return {
    file: doc.file,
    line,
    column,
    path: options.path ?? readablePath(pathSegments),
    message,
    ...(options.suggestion ? { suggestion: options.suggestion } : {}),
    frame: codeFrame(doc.text, line, column),
  };
}
