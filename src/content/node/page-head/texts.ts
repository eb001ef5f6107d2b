import { DEFAULT_LANGUAGE, type Language } from '../../locales';

/** A text by key in one language, as the page shows it (i18next's lookup, in Node). */
export type TextLookup = (key: string) => string | undefined;

/**
 * Resolves text keys the way the site's i18next does (src/web/lib/i18n.ts): `faq.hero.title` is
 * `hero.title` in locales/<language>/faq.json, falling back to German. `localeFile` returns a
 * locale file's texts (already typeset, like the page's).
 */
export function textLookup(
  language: Language,
  localeFile: (language: Language, name: string) => unknown,
): TextLookup {
  const inLanguage = (lang: Language, key: string): string | undefined => {
    const [name = '', ...path] = key.split('.');
    let value: unknown = localeFile(lang, name);
    for (const part of path) {
      if (typeof value !== 'object' || value === null) return undefined;
      value = (value as Record<string, unknown>)[part];
    }
    return typeof value === 'string' ? value : undefined;
  };
  return (key) => inLanguage(language, key) ?? inLanguage(DEFAULT_LANGUAGE, key);
}

/** Text as read aloud: `<pagelink>…</pagelink>` markup (Trans components) reduced to its words. */
export function withoutMarkup(text: string): string {
  return text.replace(/<\/?[a-z][a-z0-9]*>/gi, '');
}
