import pageTexts from 'virtual:page-texts';
import type { Language } from '../../content/locales';

type Resources = Record<string, unknown>;

/** All texts of a language in one chunk: for tests, and when no page is named. */
const allTexts: Record<Language, () => Promise<{ default: Resources }>> = {
  de: () => import('./locales-de'),
  en: () => import('./locales-en'),
};

/**
 * The texts one page needs in a language (see scripts/vite-page-texts-plugin.ts), or all texts
 * of the language when no page is given.
 */
export async function loadLocaleResources(
  language: Language,
  pageFile?: string,
): Promise<Resources> {
  const load = pageFile ? pageTexts[`${language}/${pageFile}`] : undefined;
  return (await (load ?? allTexts[language])()).default;
}

export function pageTextsModule(language: Language, pageFile: string): string {
  return `virtual:page-texts/${language}/${pageFile}`;
}
