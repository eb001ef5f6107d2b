import {
  matchRoutes,
  type DataRouter,
  type PatchRoutesOnNavigationFunction,
} from 'react-router-dom';
import { routeDataUrl, type PagePayload, type RouteEntry } from '../../../content/site-data';
import { browserEnvironment } from '../start/browser-environment';
import { pageRoutes, ROOT_ROUTE_ID, type PageRouteHandle } from './route-table';
import { setRoutePreloader } from '../../site/route-preload';
import { getJson } from '../start/site-data-client';

/**
 * The browser starts with the routes of its own page, the URL patterns and the 404 page
 * (route-start.ts); every other route it learns from the route file of a URL, fetched when a
 * link is about to be followed or, at the latest, when it is followed. So a page's JavaScript
 * does not grow with the number of pages (issue 26).
 */
const entries = new Map<string, RouteEntry>();
let router: DataRouter | null = null;

export function knowRoutes(known: readonly RouteEntry[]): void {
  for (const entry of known) entries.set(entry.file, entry);
}

/** The router to patch; links' preloads (site/route-preload.ts) go to preloadRoute from now on. */
export function setDiscoveryRouter(instance: DataRouter): void {
  router = instance;
  setRoutePreloader(preloadRoute);
}

/**
 * The page file serving `pathname`, from its route file. The route file is also the page's
 * data: the loader reads the same URL and finds it fetched.
 */
async function discover(pathname: string): Promise<RouteEntry | null> {
  const payload = await getJson<PagePayload>(routeDataUrl(pathname));
  return payload?.route ?? null;
}

function newRoutes(entry: RouteEntry) {
  if (entries.has(entry.file)) return null;
  entries.set(entry.file, entry);
  return pageRoutes(entry, browserEnvironment);
}

/** React Router asks when a URL matches no route, or only a pattern or the 404 route. */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const entry = await discover(new URL(path, window.location.origin).pathname);
  const routes = entry && newRoutes(entry);
  if (routes) patch(ROOT_ROUTE_ID, routes);
};

/**
 * Loads what the page at `href` needs (route, data, texts, section code) before the click, so
 * the page shows at once (links call it on pointer-enter, focus and touch-start). The
 * navigation then runs the same loader and finds everything fetched.
 */
export function preloadRoute(href: string): void {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || !router) return;
  if (url.pathname === window.location.pathname) return;
  void (async () => {
    const entry = await discover(url.pathname);
    const routes = entry && newRoutes(entry);
    if (routes && router) router.patchRoutes(ROOT_ROUTE_ID, routes);
    const match = matchRoutes(router?.routes ?? [], url.pathname)?.at(-1);
    const handle = match?.route.handle as PageRouteHandle | undefined;
    await handle?.preload(url, match?.params ?? {});
  })().catch(() => {
    // A preload is a head start only: the navigation itself loads again and reports errors.
  });
}
