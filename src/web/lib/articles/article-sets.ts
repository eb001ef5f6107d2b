import type { Language } from '../../../content/locales';
import type { Article } from '../../../generated/content-types';
import { sortNewestFirst } from './article-order';

/** One chunk per language (like the texts), so a page downloads its own language's articles only. */
const loaders: Record<Language, () => Promise<{ default: readonly Article[] }>> = {
  de: () => import('./articles-de'),
  en: () => import('./articles-en'),
};

const loaded = new Map<Language, readonly Article[]>();

/** The articles of a language, newest first; loaded once, then served from memory. */
export async function loadArticles(language: Language): Promise<readonly Article[]> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const articles = sortNewestFirst((await loaders[language]()).default);
  loaded.set(language, articles);
  return articles;
}

/**
 * The articles of a language during render. The route loader loads them first for every page
 * that uses an article section (see article-sections.ts), so rendering stays synchronous.
 */
export function getLoadedArticles(language: Language): readonly Article[] {
  const articles = loaded.get(language);
  if (!articles)
    throw new Error(
      `The ${language} articles are not loaded: add the section type to ARTICLE_SECTION_TYPES in src/web/lib/articles/article-sections.ts`,
    );
  return articles;
}
