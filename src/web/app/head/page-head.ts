import type { Language } from '../../../content/locales';
import type { Site } from '../../../generated/content-types';
import type { PageRouteData } from '../page-route-data';
import { buildHead, type HeadInput, type HeadTag } from './head-tags';

/**
 * What a section's `load` step may change about the page's head: the article page takes its
 * title, description, image and URLs from the article, and adds its JSON-LD.
 */
export interface HeadOverrides {
  /** Literal texts (not text keys): they come from data, not from locales/. */
  title?: string;
  description?: string;
  keywords?: string;
  image?: string;
  ogType?: HeadInput['ogType'];
  /** The page's path in each language when it differs from the URL's (article slugs). */
  alternatePaths?: Partial<Record<Language, string>>;
  /** Structured data (schema.org) for search engines. */
  jsonLd?: unknown;
}

/**
 * The one place that decides a route's head: title, description, keywords, canonical, hreflang,
 * robots, og/twitter and JSON-LD. The prerender renders it into the HTML, the browser applies it
 * after every navigation (root-layout.tsx).
 */
export function routeHead(
  data: PageRouteData,
  t: (key: string) => string,
  site: Pick<Site, 'productName' | 'siteOrigin'>,
): { title: string; tags: HeadTag[] } {
  const { page, head: overrides } = data;
  const head = buildHead({
    language: data.language,
    // An alias (/blog) names the page's own path (/news) as canonical; a pattern its URL.
    path: data.notFound ? null : page.path.includes(':') ? data.path : page.path,
    title: overrides.title ?? t(page.meta.title),
    description: overrides.description ?? t(page.meta.description),
    keywords: overrides.keywords ?? t(page.meta.keywords),
    image: overrides.image ?? page.meta.image,
    productName: site.productName,
    siteOrigin: site.siteOrigin,
    noindex: data.notFound || page.meta.robots === 'noindex',
    ...(overrides.ogType ? { ogType: overrides.ogType } : {}),
    ...(overrides.alternatePaths ? { alternatePaths: overrides.alternatePaths } : {}),
  });
  if (overrides.jsonLd !== undefined && !data.notFound)
    head.tags.push({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      content: JSON.stringify(overrides.jsonLd),
    });
  return withoutSoftHyphens(head);
}

/**
 * The texts carry soft hyphens and no-break spaces for line breaking (src/content/node/typography.ts); a title, a
 * meta description or JSON-LD is read by search engines and share previews as plain words.
 */
function withoutSoftHyphens(head: { title: string; tags: HeadTag[] }) {
  const plain = (text: string) => text.replace(/\u00AD/g, '').replace(/\u00A0/g, ' ');
  return {
    title: plain(head.title),
    tags: head.tags.map((tag) => ({
      ...tag,
      attrs: Object.fromEntries(
        Object.entries(tag.attrs).map(([name, value]) => [name, plain(value)]),
      ),
      ...(typeof tag.content === 'string' ? { content: plain(tag.content) } : {}),
    })),
  };
}
