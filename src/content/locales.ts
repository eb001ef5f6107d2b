/**
 * The site's languages. The browser imports this file, so it holds no validation code (that
 * is in locale-files.ts, with the JSON parser it needs).
 */
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

export function isLanguage(value: unknown): value is Language {
  return value === 'de' || value === 'en';
}
