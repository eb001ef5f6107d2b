import type { Language } from '../../../content/locales';
import { localizePath } from '../../../content/routes';

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
    meta('property', 'og:locale', OG_LOCALE[input.language]),
    meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', input.description),
    meta('name', 'twitter:image', image),
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
