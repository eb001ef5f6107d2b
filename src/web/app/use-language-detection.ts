import { useEffect } from 'react';
import { detectLanguage, LOCALE_STORAGE_KEY } from '../lib/language-detection';
import { useLocaleStore } from '../stores/locale-store';
import type { RouteData } from './route-data';

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * After hydration, an unprefixed URL switches to the visitor's language (stored choice, then
 * browser language). Done in an effect so the server HTML and the first client render match.
 */
export function useLanguageDetection(data: RouteData): void {
  const setLanguage = useLocaleStore((s) => s.setLanguage);
  useEffect(() => {
    if (data.languageInUrl) return;
    const wanted = detectLanguage({
      stored: readStoredLanguage(),
      browserLanguage: navigator.language,
    });
    // RouteDataProvider reloads the page's texts when the language changes.
    if (wanted !== data.language) setLanguage(wanted);
    // Only on first load: later changes come from the visitor's toggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
