import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../content/locales';

/** The browser storage key of the chosen language (SPEC §3 "Locale preference"). */
export const LOCALE_STORAGE_KEY = 'locale';

/**
 * SPEC §4: the stored choice if it is en or de; otherwise German when the browser language
 * starts with "de", otherwise English. With nothing to go on (no browser language), German.
 */
export function detectLanguage(input: {
  stored: string | null | undefined;
  browserLanguage: string | null | undefined;
}): Language {
  if (isLanguage(input.stored)) return input.stored;
  if (!input.browserLanguage) return DEFAULT_LANGUAGE;
  return input.browserLanguage.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** The stored choice, or null (no storage, or storage refused). */
export function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}
