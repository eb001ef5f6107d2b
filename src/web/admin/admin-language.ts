import type { Language } from '../../content/locales';
import { detectLanguage, readStoredLanguage } from '../lib/language-detection';

/** The admin screens live at /admin (German) and /en/admin (English), like every page. */
export const ADMIN_BASE: Record<Language, string> = { de: '/admin', en: '/en/admin' };

export const languageOfPath = (pathname: string): Language =>
  pathname === '/en/admin' || pathname.startsWith('/en/admin/') ? 'en' : 'de';

/** The same screen in the other language. */
export function otherLanguagePath(pathname: string): string {
  return languageOfPath(pathname) === 'en'
    ? pathname.replace(/^\/en\/admin/, '/admin')
    : pathname.replace(/^\/admin/, '/en/admin');
}

/**
 * SPEC §4 on the first load of an unprefixed URL: the stored choice, else the browser's
 * language. Returns the URL to show instead, or undefined when the German one is right.
 */
export function detectedStartPath(
  location: Location,
  navigatorLanguage: string,
): string | undefined {
  if (languageOfPath(location.pathname) === 'en') return undefined;
  const language = detectLanguage({
    stored: readStoredLanguage(),
    browserLanguage: navigatorLanguage,
  });
  if (language === 'de') return undefined;
  return otherLanguagePath(location.pathname) + location.search + location.hash;
}
