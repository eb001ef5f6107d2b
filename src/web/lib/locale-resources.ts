import type { Language } from '../../content/locales';

type Resources = Record<string, unknown>;

/** One chunk per language, so a visitor downloads the texts of their language only. */
const loaders: Record<Language, () => Promise<{ default: Resources }>> = {
  de: () => import('./locales-de'),
  en: () => import('./locales-en'),
};

export async function loadLocaleResources(language: Language): Promise<Resources> {
  return (await loaders[language]()).default;
}
