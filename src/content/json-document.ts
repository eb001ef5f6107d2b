import {
  findNodeAtLocation,
  parseTree,
  printParseErrorCode,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import { readablePath, type Problem } from './problem';

/** A parsed JSON file that can tell where any value or key sits in its text. */
export interface JsonDocument {
  file: string;
  text: string;
  data: unknown;
  root: Node | undefined;
}

export type ParseResult = { ok: true; doc: JsonDocument } | { ok: false; problems: Problem[] };

export function parseJsonDocument(file: string, text: string): ParseResult {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (errors.length > 0 || !root) {
    const problems = (errors.length ? errors : [{ error: 0, offset: 0, length: 0 }]).map((e) => {
      const { line, column } = offsetToLineColumn(text, e.offset);
      return {
        file,
        line,
        column,
        path: '(syntax)',
        message: `invalid JSON: ${errors.length ? humanParseError(printParseErrorCode(e.error)) : 'empty file'}`,
        suggestion: 'check for a missing comma, quote or bracket just before this point',
        frame: codeFrame(text, line, column),
      };
    });
    return { ok: false, problems };
  }
  return { ok: true, doc: { file, text, data: JSON.parse(text) as unknown, root } };
}

function humanParseError(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

export function offsetToLineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

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

export function codeFrame(text: string, line: number, column: number, context = 2): string {
  const lines = text.split('\n');
  const from = Math.max(1, line - context);
  const to = Math.min(lines.length, line + context);
  const width = String(to).length;
  const out: string[] = [];
  for (let n = from; n <= to; n++) {
    const marker = n === line ? '>' : ' ';
    out.push(`  ${marker} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line) out.push(`    ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
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
