import type { Language } from '../../../content/locales';
import type { Article } from '../../../generated/content-types';
import { useRouteData } from '../../app/use-route-data';
import { newestArticles } from './article-order';
import { getLoadedArticles, loadArticles } from './article-sets';

/** "The n newest articles of a language", newest first (outside React, e.g. in a loader). */
export async function loadNewestArticles(language: Language, count: number): Promise<Article[]> {
  return newestArticles(await loadArticles(language), count);
}

/**
 * The n newest articles in the language being shown, for a section component. The section's
 * type must be listed in ARTICLE_SECTION_TYPES so the route loader has loaded them.
 */
export function useNewestArticles(count: number): Article[] {
  const { language } = useRouteData();
  return newestArticles(getLoadedArticles(language), count);
}
