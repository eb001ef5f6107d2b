import { articleDateToIso, parseArticleDate } from '../../../content/article-date';
import type { Language } from '../../../content/locales';
import { localizePath } from '../../../content/routes';
import type { Article, Site } from '../../../generated/content-types';
import type { HeadOverrides } from '../../site/head-overrides';

/**
 * What an article page takes from the article for its head: title, description, keywords, share
 * image, type, its URL in each language, and a schema.org NewsArticle so search engines read
 * headline, date, author and image.
 */
export function articleHead(
  language: Language,
  article: Article,
  paths: Partial<Record<Language, string>>,
  site: Pick<Site, 'productName' | 'siteOrigin'>,
  /** More structured data from the article's site-data file (its breadcrumb trail). */
  jsonLd: Array<Record<string, unknown>> = [],
): HeadOverrides {
  return {
    title: article.title,
    description: article.excerpt,
    keywords: article.tags.join(', '),
    image: article.shareImageUrl,
    // scripts/render-article-share-images.ts draws them at this size, with the title on them.
    imageAlt: article.title,
    imageWidth: 1200,
    imageHeight: 630,
    ogType: 'article',
    alternatePaths: paths,
    jsonLd: [newsArticleJsonLd(language, article, paths, site), ...jsonLd],
  };
}

function newsArticleJsonLd(
  language: Language,
  article: Article,
  paths: Partial<Record<Language, string>>,
  site: Pick<Site, 'productName' | 'siteOrigin'>,
) {
  const absolute = (path: string) => site.siteOrigin + path;
  const date = parseArticleDate(article.date);
  const path = paths[language] ?? `/news/${article.slug}`;
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
