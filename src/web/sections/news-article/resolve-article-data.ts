import type { Language } from '../../../content/locales';
import { articleDataUrl, type ArticlePayload } from '../../../content/site-data';
import type { Article, NewsArticleProps } from '../../../generated/content-types';
import { siteConfig } from '../../site/site-config';
import { loadArticleSummaries, type ArticleSummary } from '../../lib/articles/article-data';
import { relatedArticles } from '../../lib/articles/related-articles';
import { loadArticleSanitizer } from '../../lib/articles/sanitize-article-html';
import type { ResolveDataContext, ResolvedData } from '../section-definition';
import { articleHead } from './article-head';

export interface NewsArticleData {
  /** The article of the URL's slug (body sanitised), or null: "Article Not Found" (404). */
  article: Article | null;
  /** Its URL path in each language (slugs differ). */
  paths: Partial<Record<Language, string>>;
  related: ArticleSummary[];
}

/**
 * The article a slug names in the page's language (a slug of the other language finds the same
 * article by its id), its HTML run through DOMPurify, and the articles to read next.
 */
export async function resolveArticleData({
  props,
  language,
  params,
  getJson,
}: ResolveDataContext<NewsArticleProps>): Promise<ResolvedData<NewsArticleData>> {
  const slug = params.slug ?? '';
  const [payload, summaries, sanitize] = await Promise.all([
    getJson<ArticlePayload<Article>>(articleDataUrl(language, slug)),
    loadArticleSummaries(language, getJson),
    loadArticleSanitizer(),
  ]);
  if (!payload) return { data: { article: null, paths: {}, related: [] }, notFound: true };
  const article = { ...payload.article, content: sanitize(payload.article.content) };
  return {
    data: {
      article,
      paths: payload.paths,
      related: relatedArticles(article, summaries, props.relatedLimit),
    },
    head: articleHead(language, article, payload.paths, siteConfig, payload.jsonLd),
  };
}
