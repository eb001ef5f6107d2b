import { useMatches } from 'react-router-dom';
import type { Language } from '../../content/locales';
import type { HeadOverrides } from './head/route-head';
import type { PageData } from './page-types';

/** What a page route's loader gives its page (app/page-loader.ts). */
export interface PageRouteData {
  language: Language;
  /** The URL's path without the language prefix: `/faq`, `/blog`, `/news/<slug>`, `/no/such`. */
  path: string;
  /** The page file's name without `.json`. */
  file: string;
  page: PageData;
  /** Per section (by index): what its `load` step returned, or undefined. */
  sectionData: unknown[];
  /** A 404 page: the 404 route, or a pattern route whose data does not exist (unknown slug). */
  notFound: boolean;
  head: HeadOverrides;
}

function isPageRouteData(value: unknown): value is PageRouteData {
  return typeof value === 'object' && value !== null && 'page' in value && 'language' in value;
}

/** The page shown (the deepest route with page data): the same in the prerender and browser. */
export function useRouteData(): PageRouteData {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData;
    if (isPageRouteData(data)) return data;
  }
  throw new Error('useRouteData outside a page route');
}

/** The language of the page shown. */
export function useRouteLanguage(): Language {
  return useRouteData().language;
}
