import { createContext, useContext, type ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import type { Language } from '../../content/locales';
import type { PageHeadData } from '../../content/site-data';
import type { HeadOverrides } from './head-overrides';
import type { PageData } from './page-types';

/** What a page route's loader gives its page (app/routing/page-route-loader.ts). */
export interface PageRouteData {
  language: Language;
  /** The URL's path without the language prefix: `/faq`, `/blog`, `/news/<slug>`, `/no/such`. */
  path: string;
  /** The page file's name without `.json`. */
  file: string;
  page: PageData;
  /** Per section (by index): what its `resolveData` step returned, or undefined. */
  sectionData: unknown[];
  /** A 404 page: the 404 route, or a pattern route whose data does not exist (unknown slug). */
  notFound: boolean;
  head: HeadOverrides;
  /** The page's share picture and structured data, from its site-data file. */
  pageHead?: PageHeadData | undefined;
}

function isPageRouteData(value: unknown): value is PageRouteData {
  return typeof value === 'object' && value !== null && 'page' in value && 'language' in value;
}

/** The page shown: the deepest route with page data (the same in the prerender and browser). */
function useMatchedRouteData(): PageRouteData {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData;
    if (isPageRouteData(data)) return data;
  }
  throw new Error('no page route matched');
}

const ShownPageContext = createContext<PageRouteData | null>(null);

/**
 * Hands the page shown down from the router's matches. Why a context: reading the matches
 * redraws a component on every change of the router's state, including the "loading" state a
 * click starts with, so the page being left would be drawn again for nothing; through this
 * context a component is drawn again only when the page itself changes. The root route wraps
 * the site in it (root-layout.tsx); the editor's and the tests' routers do the same.
 */
export function ShownPageProvider({ children }: { children: ReactNode }) {
  return <ShownPageContext value={useMatchedRouteData()}>{children}</ShownPageContext>;
}

/** The page shown (inside ShownPageProvider). */
export function useShownPage(): PageRouteData {
  const data = useContext(ShownPageContext);
  if (!data) throw new Error('useShownPage outside ShownPageProvider');
  return data;
}

/** The language of the page shown. */
export function useShownLanguage(): Language {
  return useShownPage().language;
}
