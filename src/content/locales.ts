/**
 * The site's languages. The browser imports this file, so it holds no validation code (that
 * is in locale-files.ts, with the JSON parser it needs).
 */
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

/** The locale Intl (and the texts written like Intl) use for each language: de-DE, not de-AT. */
export const INTL_LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

export function isLanguage(value: unknown): value is Language {
  return value === 'de' || value === 'en';
}
