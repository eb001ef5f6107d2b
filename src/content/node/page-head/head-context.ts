import type { Language } from '../../locales';
import { localizePath } from '../../routes';
import type { PageData } from '../../../web/site/page-types';
import type { Site } from '../../../generated/content-types';
import type { TextLookup } from './texts';

/** A schema.org object as it goes into a `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>;

/** What the head data of one page in one language is computed from. */
export interface HeadContext {
  file: string;
  page: PageData;
  language: Language;
  text: TextLookup;
  site: Pick<Site, 'productName' | 'siteOrigin' | 'contactEmail' | 'navigation' | 'footer'>;
  /** Every page file of the site (what has ended left out), by file name. */
  pages: ReadonlyMap<string, PageData>;
}

/** The absolute URL of a path in the context's language (`/faq` -> https://…/en/faq). */
export function absoluteUrl(context: HeadContext, path: string): string {
  return context.site.siteOrigin + localizePath(path, context.language);
}

/** The `@id` of the organisation, so other objects refer to it instead of repeating it. */
export const organizationId = (context: Pick<HeadContext, 'site'>) =>
  `${context.site.siteOrigin}/#organization`;
