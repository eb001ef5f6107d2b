import { generateKey, LANGUAGES, setIn, setText, type Docs } from './model';
import type { JsonSchema } from './schemas';

/**
 * The places (below the form's root) of list entries that hold a text but have no key yet: the
 * form library adds a new entry empty, which the validator took for "a value of the wrong kind"
 * before anything was typed.
 */
export function keylessListTexts(
  schema: JsonSchema | undefined,
  value: unknown,
  at: Array<string | number> = [],
): Array<Array<string | number>> {
  if (!schema) return [];
  if (Array.isArray(value) && schema.items) {
    const items = schema.items;
    return value.flatMap((entry, i) =>
      items['x-kind'] === 'text-key'
        ? entry == null || entry === ''
          ? [[...at, i]]
          : []
        : keylessListTexts(items, entry, [...at, i]),
    );
  }
  if (value && typeof value === 'object' && schema.properties) {
    const properties = schema.properties;
    return Object.entries(value).flatMap(([key, child]) =>
      keylessListTexts(properties[key], child, [...at, key]),
    );
  }
  return [];
}

/**
 * Gives each such entry its key and empty texts in both languages, as a new section's texts
 * start: the validator then calls it an empty text, which the field shows once it is left.
 */
export function keyListTexts(
  docs: Docs,
  schema: JsonSchema | undefined,
  place: { file: string; root: Array<string | number>; keyPrefix: [string, string] },
): Docs {
  let next = docs;
  const [namespace, section] = place.keyPrefix;
  const value = (function read(node: unknown, path: Array<string | number>): unknown {
    let out = node;
    for (const segment of path)
      out = (out as Record<string | number, unknown> | undefined)?.[segment];
    return out;
  })(docs[place.file], place.root);
  for (const path of keylessListTexts(schema, value)) {
    const key = generateKey(next, namespace, section, path);
    for (const language of LANGUAGES) next = setText(next, language, key, '');
    next = { ...next, [place.file]: setIn(next[place.file], [...place.root, ...path], key) };
  }
  return next;
}
