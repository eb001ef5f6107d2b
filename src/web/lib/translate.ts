import { DEFAULT_LANGUAGE, type Language } from '../../content/locales';

/** Nested texts of one language, by locale file and then path; a key joins them with dots. */
export type Texts = Record<string, unknown>;
export type TextValues = Record<string, unknown>;

/**
 * Reads the texts of locales/ the way i18next (v4 JSON format) does, for what this site uses:
 * dotted keys, `{{name}}` placeholders, plural forms (`key_one`, `key_other`, `key_zero`) chosen
 * by `count`, German as the fallback language, the key itself when a text is missing.
 * It replaces i18next in the running site because i18next alone was 15 KB of every page's
 * JavaScript (decision 009); tests/web/translate-oracle.test.ts checks every text of locales/
 * against i18next itself.
 */
export function translate(
  textsOf: (language: Language) => Texts,
  language: Language,
  key: string,
  values?: TextValues,
): string | undefined {
  for (const lookupLanguage of language === DEFAULT_LANGUAGE
    ? [language]
    : [language, DEFAULT_LANGUAGE]) {
    for (const candidate of candidateKeys(key, lookupLanguage, values)) {
      const text = lookup(textsOf(lookupLanguage), candidate);
      if (typeof text === 'string') return interpolate(text, values);
    }
  }
  return undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** With a numeric `count`, the plural form of the key comes first (`_zero` before all for 0). */
function candidateKeys(key: string, language: Language, values?: TextValues): string[] {
  const count = values?.count;
  if (typeof count !== 'number') return [key];
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  const form = `${key}_${rules.select(count)}`;
  return count === 0 ? [`${key}_zero`, form, key] : [form, key];
}

function lookup(texts: Texts, key: string): unknown {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** `{{name}}` becomes the value's text; a placeholder without a value stays as written. */
function interpolate(text: string, values?: TextValues): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
    const value = lookup(values, name.trim());
    return value === undefined || value === null ? placeholder : String(value);
  });
}
