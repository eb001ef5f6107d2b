import { matchPath, matchRoutes } from 'react-router-dom';
import { LANGUAGES, type Language } from './locales';
import { localizePath, NOT_FOUND_PATH, servedPaths, type RoutablePage } from './routes';

/**
 * Which page serves a URL is React Router's answer, never a matcher of our own: the router in the
 * browser, the prerender's static handler, the dev server and the validator all match the routes
 * made here. Kept apart from routes.ts, which the first-paint code imports without the router.
 */

/** One URL pattern of a page: the URL side of a route of the route table. */
export interface PageRoutePath {
  path: string;
  language: Language;
  /** Like the server, which serves files by their exact name: `/FAQ` is not `/faq`. */
  caseSensitive: true;
}

/** The URL patterns of a page in both languages: `/faq` and `/en/faq`, aliases, `*` and `/en/*`. */
export function pageRoutePaths(page: RoutablePage): PageRoutePath[] {
  return LANGUAGES.flatMap((language) => {
    const paths =
      page.path === NOT_FOUND_PATH
        ? [language === 'de' ? '*' : '/en/*']
        : [page.path, ...(page.aliases ?? [])].map((path) => localizePath(path, language));
    return paths.map((path) => ({ path, language, caseSensitive: true as const }));
  });
}

export interface PageMatch<P> {
  page: P;
  language: Language;
  params: Record<string, string | undefined>;
  /** Served by the 404 page (`*`, `/en/*`). */
  notFound: boolean;
}

/**
 * The page serving a URL (`/en/...` included), by React Router's `matchRoutes` over the pages'
 * routes: exact paths and aliases before patterns, the 404 page for anything else; null when
 * nothing matches (no 404 page among `pages`).
 */
export function matchPage<P extends RoutablePage>(
  pages: readonly P[],
  pathname: string,
): PageMatch<P> | null {
  const routes = pages.flatMap((page) =>
    pageRoutePaths(page).map(({ path, language, caseSensitive }) => ({
      path,
      caseSensitive,
      handle: { page, language },
    })),
  );
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  if (!leaf) return null;
  const { page, language } = leaf.route.handle;
  return { page, language, params: leaf.params, notFound: page.path === NOT_FOUND_PATH };
}

/**
 * Whether a site path (without language prefix) is served by a page file, patterns included,
 * for the validator's link checks: a set of the concrete paths, then React Router's `matchPath`
 * for the patterns (a check per link stays cheap with thousands of pages).
 */
export function servedPathCheck(
  pages: ReadonlyArray<{ path?: unknown; aliases?: unknown }>,
): (path: string) => boolean {
  const routable = pages
    .filter((p): p is { path: string; aliases?: string[] } => typeof p.path === 'string')
    .map((p) => ({ path: p.path, aliases: Array.isArray(p.aliases) ? p.aliases : [] }));
  const served = servedPaths(routable);
  const patterns = routable
    .map((p) => p.path)
    .filter((p) => p !== NOT_FOUND_PATH && p.includes(':'));
  return (path) =>
    served.has(path) ||
    patterns.some((pattern) => matchPath({ path: pattern, caseSensitive: true }, path) !== null);
}
