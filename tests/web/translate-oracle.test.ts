import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/content/locales';
import { translate, type Texts, type TextValues } from '../../src/web/lib/translate';
import de from '../../src/web/lib/locales-de';
import en from '../../src/web/lib/locales-en';

/**
 * The site reads locales/ with its own small translate() instead of i18next (decision 009).
 * These tests hold it to i18next itself, configured as the site used it: every text of both
 * languages, with its placeholders filled, must come out the same.
 */
const resources: Record<Language, Texts> = { de, en };

async function reference(extra?: Record<Language, Texts>) {
  const i18next = createInstance();
  await i18next.init({
    lng: 'de',
    fallbackLng: 'de',
    supportedLngs: ['de', 'en'],
    resources: Object.fromEntries(
      LANGUAGES.map((lang) => [lang, { translation: extra?.[lang] ?? resources[lang] }]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return i18next;
}

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    leafKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** Values for a text's placeholders: numbers for count and index, words otherwise. */
function valuesFor(text: string): TextValues {
  const names = [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => (m[1] as string).trim());
  return Object.fromEntries(
    names.map((name, i) => [name, name === 'count' || name === 'index' ? i + 2 : `‹${name}›`]),
  );
}

const ours = (texts: Record<Language, Texts>, lang: Language, key: string, values?: TextValues) =>
  translate((l) => texts[l], lang, key, values);

describe('translate() reads locales/ as i18next does', () => {
  for (const lang of LANGUAGES) {
    it(`every ${lang} text, with and without its placeholders filled`, async () => {
      const i18next = await reference();
      const keys = leafKeys(resources[lang]);
      expect(keys.length).toBeGreaterThan(500);
      for (const key of keys) {
        const raw = i18next.t(key, { lng: lang });
        expect(ours(resources, lang, key), key).toBe(raw);
        const values = valuesFor(raw);
        expect(ours(resources, lang, key, values), key).toBe(
          i18next.t(key, { lng: lang, ...values }),
        );
      }
    });
  }

  it('plural forms, fallback to German, missing keys and partly filled placeholders', async () => {
    const texts: Record<Language, Texts> = {
      de: {
        x: {
          item_one: '{{count}} Eintrag',
          item_other: '{{count}} Einträge',
          item_zero: 'keine Einträge',
          onlyGerman: 'nur deutsch',
          plain: 'ohne Plural',
          two: '{{a}} und {{ b }}, {{c.d}}',
        },
      },
      en: { x: { item_one: '{{count}} item', item_other: '{{count}} items', plain: 'no plural' } },
    };
    const i18next = await reference(texts);
    const cases: Array<[Language, string, TextValues | undefined]> = [
      ...[0, 1, 2, 5, 1.5].flatMap((count) =>
        LANGUAGES.map((lang): [Language, string, TextValues] => [lang, 'x.item', { count }]),
      ),
      ['en', 'x.onlyGerman', undefined],
      ['en', 'x.missing', undefined],
      ['de', 'x.plain', { count: 3 }],
      ['en', 'x.plain', { count: 1 }],
      ['de', 'x.two', { a: 1, c: { d: 'tief' } }],
      ['de', 'x.two', { a: 'eins', b: 0 }],
    ];
    for (const [lang, key, values] of cases) {
      const expected = i18next.t(key, { lng: lang, ...values });
      const actual = ours(texts, lang, key, values) ?? key;
      expect(actual, `${lang} ${key} ${JSON.stringify(values)}`).toBe(expected);
    }
  });

  it('one deliberate difference: a key that names a group of texts is missing, not a message', () => {
    // i18next answers "key 'x (de)' returned an object instead of string."; the site treats
    // such a key as missing, so the prerender stops on it instead of showing that sentence.
    expect(ours({ de: { x: { y: 'text' } }, en: {} }, 'de', 'x')).toBeUndefined();
  });
});
