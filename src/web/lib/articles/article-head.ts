import { articleDateToIso, parseArticleDate } from '../../../content/article-date';
import { localizePath } from '../../../content/routes';
import type { Language } from '../../../content/locales';
import type { Article } from '../../../generated/content-types';
import type { HeadInput, HeadTag } from '../../app/head';

interface SiteFacts {
  productName: string;
  siteOrigin: string;
}

interface ArticleHeadSource {
  language: Language;
  article?: Article | null;
  alternatePaths?: Partial<Record<Language, string>>;
}

/**
 * What an article page changes in the page's head: title, description, share image, type and
 * its own URLs from the article; a NewsArticle JSON-LD block. An unknown slug has no URL of its
 * own and is kept out of search engines. Other pages: nothing (null).
 */
export function articleHead(
  data: ArticleHeadSource,
  site: SiteFacts,
): { input: Partial<HeadInput>; tags: HeadTag[] } | null {
  if (data.article === undefined) return null;
  if (data.article === null) return { input: { path: null, noindex: true }, tags: [] };
  const article = data.article;
  return {
    input: {
      title: article.title,
      description: article.excerpt,
      keywords: article.tags.join(', '),
      image: article.shareImageUrl,
      ogType: 'article',
      ...(data.alternatePaths ? { alternatePaths: data.alternatePaths } : {}),
    },
    tags: [
      {
        tag: 'script',
        attrs: { type: 'application/ld+json' },
        content: JSON.stringify(
          newsArticleJsonLd(data.language, article, data.alternatePaths, site),
        ),
      },
    ],
  };
}

/** schema.org NewsArticle, so search engines read headline, date, author and image. */
export function newsArticleJsonLd(
  language: Language,
  article: Article,
  paths: Partial<Record<Language, string>> | undefined,
  site: SiteFacts,
) {
  const absolute = (path: string) => site.siteOrigin + path;
  const date = parseArticleDate(article.date);
  const path = paths?.[language] ?? `/news/${article.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    alternativeHeadline: article.subtitle,
    description: article.excerpt,
    image: [absolute(article.shareImageUrl), absolute(article.imageUrl)],
    ...(date ? { datePublished: articleDateToIso(date) } : {}),
    author: [{ '@type': 'Person', name: article.author }],
    publisher: { '@type': 'Organization', name: site.productName, url: site.siteOrigin },
    inLanguage: language,
    keywords: article.tags.join(', '),
    mainEntityOfPage: absolute(localizePath(path, language)),
  };
}
