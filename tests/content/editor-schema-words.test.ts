import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import german from '../../editor/src/schema-words.de.json';
import { sectionName } from '../../editor/src/schema-words';
import {
  inlineRefs,
  schemasById,
  sectionSchema,
  sectionTypes,
  type JsonSchema,
} from '../../editor/src/schemas';
import { PROJECT_ROOT } from '../helpers/temp-project';

const schemaDir = join(PROJECT_ROOT, 'schema');
const files = [
  'defs.schema.json',
  'page.schema.json',
  ...readdirSync(join(schemaDir, 'sections')).map((name) => `sections/${name}`),
];
const schemas = schemasById(
  files.map((file) => JSON.parse(readFileSync(join(schemaDir, file), 'utf8')) as JsonSchema),
);
const table = german as Record<string, string>;

/** Every title and description in a schema (a property called "title" is a schema, not words). */
function words(schema: unknown): string[] {
  const out: string[] = [];
  const walk = (node: unknown, key?: string) => {
    if (Array.isArray(node)) return key === 'examples' ? undefined : node.forEach((n) => walk(n));
    if (!node || typeof node !== 'object') return;
    for (const [k, value] of Object.entries(node)) {
      if ((k === 'title' || k === 'description') && typeof value === 'string') out.push(value);
      else if (k === 'properties' && value && typeof value === 'object')
        Object.values(value).forEach((v) => walk(v));
      else walk(value, k);
    }
  };
  walk(schema);
  return out;
}

/** What the editor shows: each section's form and the page's metadata form, in English. */
const shown = new Set([
  ...sectionTypes(schemas).flatMap((type) => words(sectionSchema(schemas, type, 'en'))),
  ...words(inlineRefs(schemas['page.schema.json']!.properties!.meta!, schemas, 'page.schema.json')),
]);

/**
 * The German editor shows the schemas' titles and descriptions (written in English for
 * docs/sections.md) from editor/src/schema-words.de.json. A tryout found section names,
 * descriptions and field labels in English in the German editor.
 */
describe('the schemas’ words in the German editor', () => {
  it('every title and description the editor shows has a German text', () => {
    const missing = [...shown].filter((text) => !table[text]?.trim());
    expect(missing, 'add these to editor/src/schema-words.de.json').toEqual([]);
  });

  it('the table has no texts the schemas no longer use', () => {
    expect(Object.keys(table).filter((text) => !shown.has(text))).toEqual([]);
  });

  it.each(sectionTypes(schemas))('%s: the German form has no English words', (type) => {
    const de = new Set(Object.values(table));
    const english = words(sectionSchema(schemas, type, 'de')).filter(
      (text) => !de.has(text) && text !== table[text],
    );
    expect(english).toEqual([]);
    expect(sectionName(schemas, type, 'de')).toBe(
      table[schemas[`sections/${type}.schema.json`]!.title!],
    );
  });
});
