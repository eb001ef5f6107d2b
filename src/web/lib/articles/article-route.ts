import type { Language } from '../../../content/locales';
import type { Article } from '../../../generated/content-types';
import { articleIdForSlug, articlePaths } from './article-index';
import { pageUsesArticles } from './article-sections';
import { loadArticles } from './article-sets';
import { loadArticleSanitizer } from './sanitize-article-html';

/** What the route loader adds to a page that shows articles. */
export interface ArticleRouteData {
  /** On an article page: the article (content sanitised), or null for an unknown slug. */
  article?: Article | null;
  /** The article's path in each language (slugs may differ), for the toggle and hreflang. */
  alternatePaths?: Partial<Record<Language, string>>;
}

/** The section type that shows one article; its page has a `:slug` in its path. */
export const ARTICLE_PAGE_SECTION = 'news-article';

/**
 * Loads the article set of the language for pages that show articles, and on an article page
 * resolves the slug. A slug of the other language (an unprefixed German URL shown in English)
 * still finds the article through its id.
 */
export async function loadArticleRouteData(
  page: { sections: ReadonlyArray<{ type: string }> },
  params: Readonly<Record<string, string>>,
  language: Language,
): Promise<ArticleRouteData> {
  if (!pageUsesArticles(page)) return {};
  const slug = params.slug;
  const isArticlePage =
    slug !== undefined && page.sections.some((s) => s.type === ARTICLE_PAGE_SECTION);
  // Both chunks at once: the articles and, on an article page, the sanitiser.
  const [articles, sanitize] = await Promise.all([
    loadArticles(language),
    isArticlePage ? loadArticleSanitizer() : null,
  ]);
  if (!isArticlePage || !sanitize) return {};
  const id = articleIdForSlug(slug, language);
  const article = id === null ? undefined : articles.find((a) => a.id === id);
  if (!article) return { article: null };
  return {
    article: { ...article, content: sanitize(article.content) },
    alternatePaths: articlePaths(article.id),
  };
}
