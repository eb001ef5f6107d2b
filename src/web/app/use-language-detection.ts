import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { localizePath } from '../../content/routes';
import { detectLanguage, readStoredLanguage } from '../lib/language-detection';
import type { PageRouteData } from './page-route-data';
import { startLocation } from './start-location';

/**
 * SPEC §4 on the first page: a URL without a language prefix shows the visitor's language
 * (stored choice, then browser language). The server already sends that language when the
 * request tells it (cookie, Accept-Language); when the browser knows better, this moves to the
 * page in that language after hydration, in place (replace, scroll kept).
 */
export function useLanguageDetection(data: PageRouteData): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!startLocation.unprefixed) return;
    startLocation.unprefixed = false;
    const wanted = detectLanguage({
      stored: readStoredLanguage(),
      browserLanguage: navigator.language,
    });
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
