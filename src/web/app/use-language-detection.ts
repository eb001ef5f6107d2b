import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isLanguage } from '../../content/locales';
import { localizePath } from '../../content/routes';
import { detectLanguage, readStoredLanguage } from '../lib/language-detection';
import { useLocaleStore } from '../stores/locale-store';
import type { PageRouteData } from './page-route-data';
import { startLocation } from './start-location';

/** `?lang=de` / `?lang=en`: a language chosen in the address (editors previewing a page). */
const LANGUAGE_PARAM = 'lang';

/**
 * SPEC §4 on the first page: a URL without a language prefix shows the visitor's language
 * (stored choice, then browser language). The server already sends that language when the
 * request tells it (cookie, Accept-Language); when the browser knows better, this moves to the
 * page in that language after hydration, in place (replace, scroll kept). A `?lang=` in the
 * address is a choice like the toggle's: it wins, on any URL, and is remembered.
 */
export function useLanguageDetection(data: PageRouteData): void {
  const navigate = useNavigate();
  useEffect(() => {
    const unprefixed = startLocation.unprefixed;
    startLocation.unprefixed = false;
    const params = new URLSearchParams(window.location.search);
    const chosen = params.get(LANGUAGE_PARAM);
    if (isLanguage(chosen)) useLocaleStore.getState().chooseLanguage(chosen);
    else if (!unprefixed) return;
    const wanted = isLanguage(chosen)
      ? chosen
      : detectLanguage({ stored: readStoredLanguage(), browserLanguage: navigator.language });
    if (wanted === data.language) return;
    const path = data.head.alternatePaths?.[wanted] ?? data.path;
    const { search, hash } = window.location;
    void navigate(localizePath(path, wanted) + search + hash, {
      replace: true,
      preventScrollReset: true,
    });
    // Only on the first page: later changes come from the visitor's toggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
