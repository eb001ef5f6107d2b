import type { RouteObject } from 'react-router-dom';
import { LANGUAGES, type Language } from '../../content/locales';
import { localizePath, NOT_FOUND_PATH } from '../../content/routes';
import type { RouteEntry } from '../../content/site-data';
import { loadPageRoute } from './page-loader';
import { PageView } from './page-view';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import type { RouteEnvironment } from './route-environment';
import { loadSections } from './section-loader';

export const ROOT_ROUTE_ID = 'root';

/** What a page route carries besides its loader: which page file, in which language. */
export interface PageRouteHandle {
  file: string;
  language: Language;
}

/** The URL patterns of a page in a language: `/faq` and `/en/faq`, aliases, `*` and `/en/*`. */
function routePaths(entry: RouteEntry, language: Language): string[] {
  if (entry.path === NOT_FOUND_PATH) return [language === 'de' ? '*' : '/en/*'];
  return [entry.path, ...(entry.aliases ?? [])].map((path) => localizePath(path, language));
}

/**
 * The routes of one page file, in both languages. Built from the same RouteEntry by the
 * prerender (the page it renders, the patterns and the 404 page) and by the browser (the
 * page it starts on, then each page it discovers: route-discovery.ts).
 */
export function pageRoutes(entry: RouteEntry, env: RouteEnvironment): RouteObject[] {
  return LANGUAGES.flatMap((language) =>
    routePaths(entry, language).map((path): RouteObject => ({
      id: `${entry.file}:${language}:${path}`,
      path,
      loader: (args) => loadPageRoute(entry, language, args, env),
      // The section components: resolved before hydration for the first page, fetched with
      // (or, after a preload, before) the page's data for the next.
      lazy: async () => {
        await loadSections(entry.sections);
        return {};
      },
      Component: PageView,
      handle: { file: entry.file, language } satisfies PageRouteHandle,
    })),
  );
}

/** The root: the shell around every page, scroll restoration, the error page. */
export function siteRoutes(entries: readonly RouteEntry[], env: RouteEnvironment): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      children: entries.flatMap((entry) => pageRoutes(entry, env)),
    },
  ];
}
