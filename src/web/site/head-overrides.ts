import type { Language } from '../../content/locales';

/**
 * What a section's `resolveData` step may change about the page's head: the article page takes its
 * title, description, image and URLs from the article, and adds its JSON-LD.
 */
export interface HeadOverrides {
  /** Literal texts (not text keys): they come from data, not from locales/. */
  title?: string;
  description?: string;
  keywords?: string;
  image?: string;
  /** The share picture's description and size (og:image:alt, og:image:width/height). */
  imageAlt?: string;
  imageWidth?: number;
  imageHeight?: number;
  ogType?: 'website' | 'article';
  /** The page's path in each language when it differs from the URL's (article slugs). */
  alternatePaths?: Partial<Record<Language, string>>;
  /** Structured data (schema.org) for search engines, one script each. */
  jsonLd?: Array<Record<string, unknown>>;
}
