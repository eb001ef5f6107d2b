import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../content/locales';
import { loadLocaleResources } from './locale-resources';

/**
 * One i18next instance for the app. Texts are added as pages need them; keys are
 * `<file>.<path>` (the locale file name is the first segment), so all files share one namespace.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['de', 'en'],
  resources: {},
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initAsync: false,
  returnNull: false,
});

/** Which text sets are in i18n: `de/faq` (a page's texts) or `de` (all texts of German). */
const loadedTexts = new Set<string>();

/**
 * Makes `language` current, with the texts of `pageFile` (or, without it, every text of the
 * language) loaded first.
 */
export async function activateLanguage(language: Language, pageFile?: string): Promise<void> {
  const set = pageFile ? `${language}/${pageFile}` : language;
  if (!loadedTexts.has(set) && !loadedTexts.has(language)) {
    const resources = await loadLocaleResources(language, pageFile);
    i18n.addResourceBundle(language, 'translation', resources, true, true);
    loadedTexts.add(set);
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/**
 * Forgets every loaded text. The prerender calls it before each page, so a page renders with
 * only its own texts, as in the browser, and a key it lacks is reported rather than hidden.
 */
export function unloadAllTexts(): void {
  for (const language of [...new Set([...loadedTexts].map((set) => set.split('/')[0]))])
    i18n.removeResourceBundle(language as Language, 'translation');
  loadedTexts.clear();
}
