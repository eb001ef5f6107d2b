import type { Language } from './model';
import type { JsonSchema, Schemas } from './schemas';

/**
 * The schemas' words (titles and descriptions, written in English for docs/sections.md) in
 * German for the German editor. Each schema's words sit beside it, in a table from the English
 * text to the German (`schema/sections/hero.words.de.json` for `hero.schema.json`, the shared
 * definitions' in `schema/defs.words.de.json`), so a new section type brings its words with it
 * (decision 152). tests/content/editor-schema-words.test.ts fails when a schema gains or changes
 * a text its table lacks, naming the file.
 */
const WORD_FILES = import.meta.glob<Record<string, string>>('../../schema/**/*.words.de.json', {
  eager: true,
  import: 'default',
});

/** `sections/hero.schema.json` -> `sections/hero.words.de.json` (paths inside schema/). */
export const wordsFileOf = (schemaId: string) =>
  schemaId.replace(/\.schema\.json$/, '.words.de.json');

/** The German words of each schema, by the schema's id (`sections/hero.schema.json`). */
export const GERMAN_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> =
  Object.fromEntries(
    Object.entries(WORD_FILES).map(([file, words]) => [
      file.replace(/^.*\/schema\//, '').replace(/\.words\.de\.json$/, '.schema.json'),
      words,
    ]),
  );

/** `text` (a title or description written in the schema `schemaId`) in `language`. */
export function schemaText(schemaId: string, text: string, language: Language): string {
  return language === 'de' ? (GERMAN_WORDS[schemaId]?.[text] ?? text) : text;
}

/** One schema file with every title and description it writes in `language`. */
export function localizeSchema(
  schema: JsonSchema,
  schemaId: string,
  language: Language,
): JsonSchema {
  if (language === 'en') return schema;
  const walk = (node: unknown, key?: string): unknown => {
    if (Array.isArray(node)) return key === 'examples' ? node : node.map((n) => walk(n));
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, value] of Object.entries(node)) {
      // A property named "title" or "description" is a schema, not words.
      if ((k === 'title' || k === 'description') && typeof value === 'string')
        out[k] = schemaText(schemaId, value, language);
      else if (k === 'properties' && value && typeof value === 'object')
        out[k] = Object.fromEntries(Object.entries(value).map(([p, v]) => [p, walk(v)]));
      else out[k] = walk(value, k);
    }
    return out;
  };
  return walk(schema) as JsonSchema;
}

const localized = new WeakMap<Schemas, Schemas>();

/**
 * Every schema in `language`, each translated by its own words before references are inlined,
 * so a shared definition's words come from defs.words.de.json wherever it is used.
 */
export function localizeSchemas(schemas: Schemas, language: Language): Schemas {
  if (language === 'en') return schemas;
  let german = localized.get(schemas);
  if (!german) {
    german = Object.fromEntries(
      Object.entries(schemas).map(([id, schema]) => [id, localizeSchema(schema, id, language)]),
    );
    localized.set(schemas, german);
  }
  return german;
}

/** A section type's name for people: its schema's title, else the type made readable. */
export function sectionName(schemas: Schemas, type: string, language: Language): string {
  const id = `sections/${type}.schema.json`;
  const title = schemas[id]?.title;
  if (title) return schemaText(id, title, language);
  const words = type.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A section type's description in `language`, or ''. */
export function sectionDescription(schemas: Schemas, type: string, language: Language): string {
  const id = `sections/${type}.schema.json`;
  const description = schemas[id]?.description;
  return description ? schemaText(id, description, language) : '';
}

/** Values of a choice (`enum`) as words; ids that are names (products, tab ids) stay as they are. */
const VALUES: Record<string, [de: string, en: string]> = {
  white: ['Weiß', 'White'],
  tinted: ['Getönt (helles Marineblau)', 'Tinted (light navy)'],
  dark: ['Dunkel (Marineblau)', 'Dark (navy)'],
  light: ['Hell', 'Light'],
  primary: ['Hauptschaltfläche (orange)', 'Primary (orange)'],
  secondary: ['Nebenschaltfläche (umrandet)', 'Secondary (outlined)'],
  index: ['In Suchmaschinen zeigen', 'Show in search engines'],
  noindex: ['Nicht in Suchmaschinen zeigen', 'Keep out of search engines'],
  number: ['Zahl', 'Number'],
  percent: ['Prozent', 'Percent'],
  privacy: ['Datenschutz', 'Privacy policy'],
  terms: ['Nutzungsbedingungen', 'Terms of use'],
  login: ['Anmelden', 'Log in'],
  register: ['Registrieren', 'Register'],
  article: ['Artikel', 'Article'],
  blogPost: ['Blogbeitrag', 'Blog post'],
  bulletPoints: ['Stichpunkte', 'Bullet points'],
  custom: ['Eigenes Format', 'Custom format'],
  email: ['E-Mail', 'E-mail'],
  newsletter: ['Newsletter', 'Newsletter'],
  pressRelease: ['Pressemitteilung', 'Press release'],
  shortMessage: ['Kurznachricht', 'Short message'],
  socialMedia: ['Social-Media-Beitrag', 'Social media post'],
  transcription: ['Transkription', 'Transcription'],
  translation: ['Übersetzung', 'Translation'],
  whitePaper: ['Whitepaper', 'White paper'],
};

export function valueName(value: string, language: Language): string {
  const names = VALUES[value];
  return names ? names[language === 'de' ? 0 : 1] : value;
}
