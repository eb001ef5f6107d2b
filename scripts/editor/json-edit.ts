import { applyEdits, modify, parseTree, findNodeAtLocation, type Edit } from 'jsonc-parser';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Segment = string | number;

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };

function isObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function equal(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * `text` changed into `next` by the smallest jsonc-parser edits: unchanged values keep their
 * bytes, changed keys stay where they were, new keys go last. An array whose items were moved,
 * added or removed is rebuilt from the items' own text, so a moved block keeps its formatting.
 */
export function editJson(text: string, next: unknown): string {
  const current = JSON.parse(text) as Json;
  let out = text;
  const apply = (edits: Edit[]) => (out = applyEdits(out, edits));
  const walk = (before: Json, after: Json, path: Segment[]) => {
    if (equal(before, after)) return;
    if (isObject(before) && isObject(after) && path.length >= 0) {
      for (const key of Object.keys(before))
        if (!(key in after)) apply(modify(out, [...path, key], undefined, FORMAT));
      for (const key of Object.keys(after)) {
        if (!(key in before)) apply(modify(out, [...path, key], after[key], FORMAT));
        else walk(before[key] as Json, after[key] as Json, [...path, key]);
      }
      return;
    }
    if (Array.isArray(before) && Array.isArray(after)) {
      if (before.length === after.length) {
        const changed = after.filter((item, i) => !equal(item, before[i])).length;
        const permutation = after.every((item) => before.some((b) => equal(b, item)));
        if (!permutation || changed <= 1) {
          after.forEach((item, i) => walk(before[i] as Json, item, [...path, i]));
          return;
        }
      }
      rebuildArray(before, after, path);
      return;
    }
    apply(modify(out, path, after, FORMAT));
  };
  const rebuildArray = (before: Json[], after: Json[], path: Segment[]) => {
    const tree = parseTree(out);
    const node = tree && findNodeAtLocation(tree, path);
    if (!node || node.type !== 'array' || !node.children) {
      apply(modify(out, path, after, FORMAT));
      return;
    }
    const pieces = node.children.map((child) =>
      out.slice(child.offset, child.offset + child.length),
    );
    const used = new Set<number>();
    const lineStart = out.lastIndexOf('\n', node.offset) + 1;
    const baseIndent = /^[ \t]*/.exec(out.slice(lineStart))?.[0] ?? '';
    const indent = `${baseIndent}  `;
    const multiline = out.slice(node.offset, node.offset + node.length).includes('\n');
    const texts = after.map((item) => {
      const index = before.findIndex((b, i) => !used.has(i) && equal(b, item));
      if (index >= 0) {
        used.add(index);
        return pieces[index] as string;
      }
      const fresh = JSON.stringify(item, null, multiline ? 2 : undefined);
      return multiline ? fresh.replaceAll('\n', `\n${indent}`) : fresh;
    });
    const body =
      texts.length === 0
        ? '[]'
        : multiline
          ? `[\n${indent}${texts.join(`,\n${indent}`)}\n${baseIndent}]`
          : `[${texts.join(', ')}]`;
    apply([{ offset: node.offset, length: node.length, content: body }]);
  };
  walk(current, next as Json, []);
  return out;
}

/** A new file: two-space JSON with a final newline, as prettier writes it. */
export function newJsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
