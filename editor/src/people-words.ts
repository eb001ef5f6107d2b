import type { JsonSchema } from './schemas';

/**
 * The schemas' descriptions serve two readers: docs/sections.md, for whoever writes the JSON by
 * hand and needs to know a field holds a text key, and the editor, whose people never see a key
 * (they type the text, the editor names it). For the editor, the remarks about keys go:
 * "The card's heading (a text key)." reads "The card's heading." (issue 38, point 6).
 */
const REMARKS: Array<[RegExp, string]> = [
  // German
  [/ \((?:ein |kein )?Textschlüssel[^)]*\)/g, ''],
  [/, je ein Textschlüssel\./g, '.'],
  [/, ein Textschlüssel je /g, ', ein Eintrag je '],
  [/\bTextschlüssel\b/g, 'Text'],
  // English
  [/ \((?:a |not a )?text keys?[^)]*\)/g, ''],
  [/, one text key each\./g, '.'],
  [/, one text key per /g, ', one entry per '],
  [/\ba text key\b/g, 'a text'],
  [/\btext keys\b/g, 'texts'],
  [/\btext key\b/g, 'text'],
];

export function peopleText(text: string): string {
  return REMARKS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** `schema` with every description in people's words (titles name fields and stay). */
export function forPeople(schema: JsonSchema): JsonSchema {
  const walk = (node: unknown, key?: string): unknown => {
    if (Array.isArray(node))
      return key === 'examples' || key === 'enum' ? node : node.map((n) => walk(n));
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, value] of Object.entries(node)) {
      if (k === 'description' && typeof value === 'string') out[k] = peopleText(value);
      else if (k === 'properties' && value && typeof value === 'object')
        out[k] = Object.fromEntries(Object.entries(value).map(([p, v]) => [p, walk(v)]));
      else out[k] = walk(value, k);
    }
    return out;
  };
  return walk(schema) as JsonSchema;
}
