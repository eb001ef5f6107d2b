import { useLayoutEffect } from 'react';
import type { Language } from '../../content/locales';
import { useLocaleStore } from '../stores/locale-store';

/**
 * The locale store follows the page shown; the store drives i18next (start-client.tsx). A layout
 * effect, so a page in the other language is re-rendered in its language before it is painted.
 */
export function useLanguageSync(language: Language): void {
  useLayoutEffect(() => {
    if (useLocaleStore.getState().language !== language)
      useLocaleStore.getState().setLanguage(language);
  }, [language]);
}
