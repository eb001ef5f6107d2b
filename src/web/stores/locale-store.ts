import { create } from 'zustand';
import { DEFAULT_LANGUAGE, type Language } from '../../content/locales';
import { LOCALE_STORAGE_KEY } from '../lib/language-detection';

interface LocaleState {
  /** The language texts are shown in: the route's, set by use-language-sync.ts. */
  language: Language;
  setLanguage: (language: Language) => void;
  /**
   * A visitor's explicit choice: remembered in the browser and mirrored in a cookie for the
   * server. It does not change `language`: the toggle is a link, and the route it leads to does.
   */
  chooseLanguage: (language: Language) => void;
}

export const useLocaleStore = create<LocaleState>()((set) => ({
  language: DEFAULT_LANGUAGE,
  setLanguage: (language) => set({ language }),
  chooseLanguage: (language) => {
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, language);
    } catch (error) {
      console.warn('Could not save the language choice', error);
    }
    document.cookie = `${LOCALE_STORAGE_KEY}=${language}; path=/; max-age=31536000; SameSite=Lax`;
  },
}));
