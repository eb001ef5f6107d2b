import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GERMAN_WORDS, sectionName, wordsFileOf } from '../../editor/src/schema-words';
import {
  inlineRefs,
  schemasById,
  sectionSchema,
  sectionTypes,
  type JsonSchema,
} from '../../editor/src/schemas';
import { PROJECT_ROOT } from '../helpers/temp-project';
import { schemaWords } from '../helpers/schema-words';

const schemaDir = join(PROJECT_ROOT, 'schema');
const files = [
  'defs.schema.json',
  'page.schema.json',
  ...readdirSync(join(schemaDir, 'sections'))
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => `sections/${name}`),
];
const read = (file: string) =>
  JSON.parse(readFileSync(join(schemaDir, file), 'utf8')) as JsonSchema;

const words = schemaWords;

/** Each text prefixed with the schema file that writes it, so what the editor shows names its file. */
const FROM = '\u0001';
const TYPE_NAME = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/;
function tagged(node: unknown, id: string, key?: string): unknown {
  if (Array.isArray(node)) return key === 'examples' ? node : node.map((n) => tagged(n, id));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, value] of Object.entries(node)) {
    const text = (k === 'title' || k === 'description') && typeof value === 'string';
    // Type names ("HeroProps") are dropped by the editor, which recognises them untagged.
    if (text && !(k === 'title' && TYPE_NAME.test(value))) out[k] = `${id}${FROM}${value}`;
    else if (k === 'properties' && value && typeof value === 'object')
      out[k] = Object.fromEntries(Object.entries(value).map(([p, v]) => [p, tagged(v, id)]));
    else out[k] = tagged(value, id, k);
  }
  return out;
}

const schemas = schemasById(files.map(read));
const taggedSchemas = schemasById(files.map((file) => tagged(read(file), file) as JsonSchema));

/**
 * What the editor shows (each section's form, the page's metadata form, a section's "Shown
 * until" field above its form), by the file writing it.
 */
const shown = new Map<string, Set<string>>();
for (const text of [
  ...sectionTypes(taggedSchemas).flatMap((type) => words(sectionSchema(taggedSchemas, type, 'en'))),
  ...words(taggedSchemas['defs.schema.json']!.definitions!.until),
  ...words(
    inlineRefs(
      taggedSchemas['page.schema.json']!.properties!.meta!,
      taggedSchemas,
      'page.schema.json',
    ),
  ),
]) {
  const [file, english] = text.split(FROM) as [string, string];
  shown.set(file, (shown.get(file) ?? new Set()).add(english));
}

/**
 * The German editor shows the schemas' titles and descriptions (written in English for
 * docs/sections.md) from the words file beside each schema (decision 152). A tryout found
 * section names, descriptions and field labels in English in the German editor.
 */
describe('the schemas’ words in the German editor', () => {
  it.each(files)('%s: every title and description the editor shows has a German text', (file) => {
    const table = GERMAN_WORDS[file] ?? {};
    const missing = [...(shown.get(file) ?? [])].filter((text) => !table[text]?.trim());
    expect(missing, `add these to schema/${wordsFileOf(file)}`).toEqual([]);
  });

  it.each(files)('%s: its words file has no texts the schema no longer shows', (file) => {
    const unused = Object.keys(GERMAN_WORDS[file] ?? {}).filter(
      (text) => !shown.get(file)?.has(text),
    );
    expect(unused, `remove these from schema/${wordsFileOf(file)}`).toEqual([]);
  });

  it('every words file sits beside a schema', () => {
    expect(
      Object.keys(GERMAN_WORDS).filter((id) => !existsSync(join(schemaDir, id))),
      'words files whose schema is gone',
    ).toEqual([]);
  });

  it.each(sectionTypes(schemas))('%s: the German form has no English words', (type) => {
    const english = new Set(words(sectionSchema(schemas, type, 'en')));
    const german = words(sectionSchema(schemas, type, 'de'));
    const id = `sections/${type}.schema.json`;
    // A German text may equal the English one ("Text", "Tooltip"), when its table says so.
    const allowed = new Set(Object.values(GERMAN_WORDS).flatMap((table) => Object.values(table)));
    expect(german.filter((text) => english.has(text) && !allowed.has(text))).toEqual([]);
    expect(sectionName(schemas, type, 'de')).toBe(GERMAN_WORDS[id]?.[schemas[id]!.title!]);
  });
});
