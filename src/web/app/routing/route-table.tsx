import type { Params, RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
import type { Language } from '../../../content/locales';
import { pageRoutePaths } from '../../../content/page-match';
import type { RouteEntry } from '../../../content/site-data';
import { PageView } from '../render/page-view';
import { RootLayout } from '../shell/root-layout';
import { RouteErrorPage } from '../shell/route-error-page';
import { loadPageRoute } from './page-route-loader';
import type { RouteEnvironment } from './route-environment';
import { loadSectionModules, type SectionModules } from './section-modules';

export const ROOT_ROUTE_ID = 'root';

/** What a page route carries besides its loader: which page file, in which language. */
export interface PageRouteHandle {
  file: string;
  language: Language;
  /** Loads the route's code and data ahead of a navigation to `url` (route-discovery.ts). */
  preload: (url: URL, params: Params) => Promise<unknown>;
}

/**
 * A page's data depends on its path only: a change of the search alone (the comparison's
 * ?tab=, written through the router by use-tab-in-url.ts) keeps the loaded data instead of
 * running the loader again, which the router would do by default. A form submission and an
 * explicit revalidation (the dev server's content reload: same URL) keep the router's default.
 */
export const keepDataWhenOnlySearchChanges: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  const onlySearchChanged =
    currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  if (onlySearchChanged && !formMethod) return false;
  return defaultShouldRevalidate;
};

/**
 * The routes of one page file, in both languages (the URL patterns of content/page-match.ts,
 * which the dev server and the validator match too). Built from the same RouteEntry by the
 * prerender (the page it renders, the patterns and the 404 page) and by the browser (the
 * page it starts on, then each page it discovers: route-discovery.ts).
 *
 * The page's section code is imported in one place, once for all its routes: `lazy` renders
 * with it, and the loader runs the sections' `resolveData` steps with it (fetching the page's
 * data at the same time).
 */
export function pageRoutes(entry: RouteEntry, env: RouteEnvironment): RouteObject[] {
  let imported: Promise<SectionModules> | undefined;
  const sectionModules = () => (imported ??= loadSectionModules(entry.sections));
  return pageRoutePaths(entry).map(({ path, language, caseSensitive }): RouteObject => ({
    id: `${entry.file}:${language}:${path}`,
    path,
    caseSensitive,
    loader: (args) => loadPageRoute(entry, language, args, env, sectionModules()),
    shouldRevalidate: keepDataWhenOnlySearchChanges,
    lazy: async () => {
      const modules = await sectionModules();
      return {
        Component: function PageRoute() {
          return <PageView sectionModules={modules} />;
        },
      };
    },
    handle: {
      file: entry.file,
      language,
      preload: (url, params) =>
        loadPageRoute(
          entry,
          language,
          { request: new Request(url), params },
          env,
          sectionModules(),
        ),
    } satisfies PageRouteHandle,
  }));
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
