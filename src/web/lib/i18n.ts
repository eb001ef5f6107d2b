import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../content/locales';
import { loadLocaleResources } from './locale-resources';

/**
 * One i18next instance for the app. Texts of a language are added when first needed; keys are
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

export async function activateLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(
      language,
      'translation',
      await loadLocaleResources(language),
      true,
      true,
    );
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
