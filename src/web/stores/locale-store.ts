import { create } from 'zustand';
import { DEFAULT_LANGUAGE, type Language } from '../../content/locales';
import { detectLanguage, LOCALE_STORAGE_KEY, readStoredLanguage } from '../lib/language-detection';

interface LocaleState {
  /**
   * The visitor's language (SPEC §4): the stored choice, else the browser's language, else
   * German. What a page shows is its route's language (a URL has one); this is what the visitor
   * prefers, read once in the browser (readLanguageChoice) and changed by chooseLanguage.
   */
  choice: Language;
}

export const useLocaleStore = create<LocaleState>()(() => ({ choice: DEFAULT_LANGUAGE }));

/** Reads the visitor's language from the browser (start of the app; never during render). */
export function readLanguageChoice(): void {
  const choice = detectLanguage({
    stored: readStoredLanguage(),
    browserLanguage: navigator.language,
  });
  useLocaleStore.setState({ choice });
}

/**
 * A visitor's explicit choice (the language toggle, `?lang=`): kept in the store, remembered in
 * the browser and mirrored in a cookie for the server. It does not change the page shown: the
 * toggle is a link, and the route it leads to does.
 */
export function chooseLanguage(language: Language): void {
  useLocaleStore.setState({ choice: language });
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, language);
  } catch (error) {
    console.warn('Could not save the language choice', error);
  }
  document.cookie = `${LOCALE_STORAGE_KEY}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}
