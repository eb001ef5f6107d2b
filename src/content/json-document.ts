import { findNodeAtLocation, parse, parseTree, type Node, type ParseError } from 'jsonc-parser';
import { describeSyntaxError } from './json-syntax';
import { readablePath, type Problem } from './problem';
import type { RuleId } from './rules';
import { codeFrame, offsetToLineColumn } from './text-position';
import { whereInWords } from './where-in-words';

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

const STRICT = { allowTrailingComma: false, disallowComments: true } as const;

/**
 * The engine's JSON.parse decides whether a file parses; the syntax tree that locates values is
 * built only when a problem asks for a location. With thousands of files the trees were most of
 * `npm run validate`'s memory and much of its time (issue 26). A text JSON.parse accepts has no
 * error for jsonc-parser in strict mode either (same whitespace, strings, numbers).
 */
export function parseJsonDocument(file: string, text: string): ParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const errors: ParseError[] = [];
    if (parseTree(text, errors, STRICT) && errors.length === 0) throw error;
    return unreadable(file, text, errors);
  }
  let root: Node | undefined | null = null;
  const doc: JsonDocument = {
    file,
    text,
    data,
    get root() {
      if (root === null) root = parseTree(text, [], STRICT);
      return root;
    },
  };
  return { ok: true, doc };
}

function unreadable(file: string, text: string, errors: ParseError[]): ParseResult {
  const described = describeSyntaxError(text, errors);
  const range = rangeOf(text, described.offset, 1);
  const { line, column } = range;
  const problem: Problem = {
    rule: 'json-syntax',
    file,
    ...range,
    path: '(syntax)',
    message: described.message,
    suggestion: described.suggestion,
    frame: codeFrame(text, line, column),
  };
  return { ok: false, file, problem, partial: parse(text, [], { allowTrailingComma: true }) };
}

export { codeFrame, offsetToLineColumn };

/** Where a problem is in its file: first and last character, 1-based, end inclusive. */
export interface TextRange {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/**
 * Where the value at `segments` is; with `key`, where that property's name is (used for
 * "unknown property" so the marker lands on the misspelt name). Falls back to the nearest
 * existing ancestor.
 */
export function locate(
  doc: JsonDocument,
  segments: ReadonlyArray<string | number>,
  key?: string,
): TextRange {
  const path = segments.map((s) => (typeof s === 'string' && /^\d+$/.test(s) ? Number(s) : s));
  let node: Node | undefined;
  for (let n = path.length; n >= 0 && !node; n--) {
    node = doc.root ? findNodeAtLocation(doc.root, path.slice(0, n)) : undefined;
  }
  let target: { offset: number; length: number } = node ?? { offset: 0, length: 0 };
  if (key !== undefined && node?.type === 'object') {
    const name = node.children?.find((p) => p.children?.[0]?.value === key)?.children?.[0];
    if (name) target = name;
  }
  return rangeOf(doc.text, target.offset, target.length);
}

export function rangeOf(text: string, offset: number, length: number): TextRange {
  const start = offsetToLineColumn(text, offset);
  const end = offsetToLineColumn(text, offset + Math.max(length, 1) - 1);
  return { ...start, endLine: end.line, endColumn: end.column };
}

export function problemAt(
  doc: JsonDocument,
  segments: ReadonlyArray<string | number>,
  rule: RuleId,
  message: string,
  options: { key?: string; suggestion?: string; path?: string } = {},
): Problem {
  const range = locate(doc, segments, options.key);
  const { line, column } = range;
  const pathSegments = options.key !== undefined ? [...segments, options.key] : segments;
  return {
    rule,
    file: doc.file,
    ...range,
    path: options.path ?? readablePath(pathSegments),
    ...(options.path ? {} : { where: whereInWords(doc.file, doc.data, pathSegments) }),
    message,
    ...(options.suggestion ? { suggestion: options.suggestion } : {}),
    frame: codeFrame(doc.text, line, column),
  };
}
