import { articleHead } from '../lib/articles/article-head';
import { buildHead } from './head';
import { site } from './page-catalog';
import type { RouteData } from './route-data';

type Translate = (key: string) => string;

/** The head of a route, from its page meta; shared by the prerender and the browser. */
export function pageHead(data: RouteData, t: Translate) {
  // An article page takes title, description, image and URLs from the article itself.
  const article = articleHead(data, site);
  const head = buildHead({
    language: data.language,
    // An alias (/blog) names the page's own path (/news) as canonical.
    path: data.notFound ? null : data.page.path.includes(':') ? data.path : data.page.path,
    title: t(data.page.meta.title),
    description: t(data.page.meta.description),
    keywords: t(data.page.meta.keywords),
    image: data.page.meta.image,
    productName: site.productName,
    siteOrigin: site.siteOrigin,
    noindex: data.notFound || data.page.meta.robots === 'noindex',
    ...article?.input,
  });
  if (article) head.tags.push(...article.tags);
  return head;
}
