/**
 * The head of a route, computed in one place: title ("Page | Product"), description, keywords,
 * robots, canonical, hreflang, og/twitter and JSON-LD, from the route's loader data (the page
 * file's meta, overridden by a section's `resolveData` step, e.g. the article's). Two small
 * adapters write it: render-head.ts into the prerendered HTML, apply-head.ts after each
 * navigation.
 */
import type { Language } from '../../../content/locales';
import { localizePath } from '../../../content/routes';
import type { Site } from '../../../generated/content-types';
import type { PageRouteData } from '../../site/shown-page';

export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  /** Text content (only for JSON-LD scripts). */
  content?: string;
}

export interface HeadInput {
  language: Language;
  /** Page path without language prefix, e.g. `/about`; null for pages without a URL of their own (404). */
  path: string | null;
  /** Path of the same page in the other language when it differs (articles with other slugs). */
  alternatePaths?: Partial<Record<Language, string>>;
  title: string;
  description: string;
  keywords: string;
  image: string;
  /** og:image:alt and twitter:image:alt: what the picture shows. */
  imageAlt?: string | undefined;
  imageWidth?: number | undefined;
  imageHeight?: number | undefined;
  productName: string;
  siteOrigin: string;
  noindex: boolean;
  ogType?: 'website' | 'article';
}

/** Marks tags the app owns, so navigation replaces exactly these. */
export const HEAD_MARKER = 'data-head';

const OG_LOCALE: Record<Language, string> = { de: 'de_DE', en: 'en_US' };

/** "Page title | Product name" (SPEC §2). */
export function documentTitle(title: string, productName: string): string {
  return title && title !== productName ? `${title} | ${productName}` : productName;
}

/**
 * Every metadata tag of a page (SPEC §2 "Page metadata"): rendered into HTML by the prerender
 * (render-head.ts) and applied after each navigation in the browser (apply-head.ts).
 */
export function buildHead(input: HeadInput): { title: string; tags: HeadTag[] } {
  const title = documentTitle(input.title, input.productName);
  const other: Language = input.language === 'de' ? 'en' : 'de';
  const urlOf = (language: Language) =>
    input.path === null
      ? null
      : input.siteOrigin + localizePath(input.alternatePaths?.[language] ?? input.path, language);
  const url = urlOf(input.language);
  const image = input.image.startsWith('http') ? input.image : input.siteOrigin + input.image;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  });
  const tags: HeadTag[] = [
    meta('name', 'description', input.description),
    meta('name', 'keywords', input.keywords),
    meta('name', 'robots', input.noindex ? 'noindex, nofollow' : 'index, follow'),
    meta('property', 'og:type', input.ogType ?? 'website'),
    meta('property', 'og:site_name', input.productName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:image', image),
    ...(input.imageWidth && input.imageHeight
      ? [
          meta('property', 'og:image:width', String(input.imageWidth)),
          meta('property', 'og:image:height', String(input.imageHeight)),
        ]
      : []),
    ...(input.imageAlt ? [meta('property', 'og:image:alt', input.imageAlt)] : []),
    meta('property', 'og:locale', OG_LOCALE[input.language]),
    meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', input.description),
    meta('name', 'twitter:image', image),
    ...(input.imageAlt ? [meta('name', 'twitter:image:alt', input.imageAlt)] : []),
  ];
  if (url) {
    tags.push(meta('property', 'og:url', url), {
      tag: 'link',
      attrs: { rel: 'canonical', href: url },
    });
    if (!input.noindex) {
      for (const language of ['de', 'en'] as const) {
        tags.push({
          tag: 'link',
          attrs: { rel: 'alternate', hreflang: language, href: urlOf(language) ?? url },
        });
      }
      tags.push({
        tag: 'link',
        attrs: { rel: 'alternate', hreflang: 'x-default', href: urlOf('de') ?? url },
      });
    }
  }
  return { title, tags };
}

/**
 * The one place that decides a route's head: title, description, keywords, canonical, hreflang,
 * robots, og/twitter and JSON-LD. The prerender renders it into the HTML, the browser applies it
 * after every navigation (use-after-navigation.ts).
 */
export function routeHead(
  data: PageRouteData,
  t: (key: string) => string,
  site: Pick<Site, 'productName' | 'siteOrigin'>,
): { title: string; tags: HeadTag[] } {
  const { page, head: overrides, pageHead } = data;
  // A picture the article (or another resolveData step) names wins over the page's own.
  const image: { url: string; alt?: string; width?: number; height?: number } = overrides.image
    ? {
        url: overrides.image,
        ...(overrides.imageAlt ? { alt: overrides.imageAlt } : {}),
        ...(overrides.imageWidth ? { width: overrides.imageWidth } : {}),
        ...(overrides.imageHeight ? { height: overrides.imageHeight } : {}),
      }
    : (pageHead?.image ?? { url: page.meta.image ?? '' });
  const head = buildHead({
    language: data.language,
    // An alias (/blog) names the page's own path (/news) as canonical; a pattern its URL.
    path: data.notFound ? null : page.path.includes(':') ? data.path : page.path,
    title: overrides.title ?? t(page.meta.title),
    description: overrides.description ?? t(page.meta.description),
    keywords: overrides.keywords ?? t(page.meta.keywords),
    image: image.url,
    imageAlt: image.alt,
    imageWidth: image.width,
    imageHeight: image.height,
    productName: site.productName,
    siteOrigin: site.siteOrigin,
    noindex: data.notFound || page.meta.robots === 'noindex',
    ...(overrides.ogType ? { ogType: overrides.ogType } : {}),
    ...(overrides.alternatePaths ? { alternatePaths: overrides.alternatePaths } : {}),
  });
  // Structured data: the page's (home, FAQ, price list, breadcrumbs), then what a section adds
  // (the article's NewsArticle and trail). None on a 404 page.
  const jsonLd = data.notFound ? [] : [...(pageHead?.jsonLd ?? []), ...(overrides.jsonLd ?? [])];
  for (const block of jsonLd)
    head.tags.push({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      content: JSON.stringify(block),
    });
  return withTypographyRemoved(head);
}

/**
 * The texts carry soft hyphens and no-break spaces for line breaking
 * (src/content/node/typography.ts); a title, a meta description or JSON-LD is read by search
 * engines and share previews as plain words.
 */
function withTypographyRemoved(head: { title: string; tags: HeadTag[] }) {
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
