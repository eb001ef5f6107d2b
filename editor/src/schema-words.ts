import type { Language } from './model';
import type { JsonSchema, Schemas } from './schemas';
import german from './schema-words.de.json';

/**
 * The schemas' words (titles and descriptions, written in English for docs/sections.md) in
 * German for the German editor: one table from the English text to the German, so a text used by
 * several schemas is translated once. tests/content/editor-schema-words.test.ts fails when a
 * schema gains or changes a text the table lacks, naming it.
 */
const GERMAN: Record<string, string> = german;

/** `text` (a schema's title or description) in `language`. */
export function schemaText(text: string, language: Language): string {
  return language === 'de' ? (GERMAN[text] ?? text) : text;
}

/** A self-contained schema with every title and description in `language`. */
export function localizeSchema(schema: JsonSchema, language: Language): JsonSchema {
  if (language === 'en') return schema;
  const walk = (node: unknown, key?: string): unknown => {
    if (Array.isArray(node)) return key === 'examples' ? node : node.map((n) => walk(n));
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, value] of Object.entries(node)) {
      // A property named "title" or "description" is a schema, not words.
      if ((k === 'title' || k === 'description') && typeof value === 'string')
        out[k] = schemaText(value, language);
      else if (k === 'properties' && value && typeof value === 'object')
        out[k] = Object.fromEntries(Object.entries(value).map(([p, v]) => [p, walk(v)]));
      else out[k] = walk(value, k);
    }
    return out;
  };
  return walk(schema) as JsonSchema;
}

/** A section type's name for people: its schema's title, else the type made readable. */
export function sectionName(schemas: Schemas, type: string, language: Language): string {
  const title = schemas[`sections/${type}.schema.json`]?.title;
  if (title) return schemaText(title, language);
  const words = type.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A section type's description in `language`, or ''. */
export function sectionDescription(schemas: Schemas, type: string, language: Language): string {
  const description = schemas[`sections/${type}.schema.json`]?.description;
  return description ? schemaText(description, language) : '';
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
