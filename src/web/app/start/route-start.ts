import type { RouteEntry } from '../../../content/site-data';

/** The id of the JSON data block in every page's HTML (a data block is not run: CSP-safe). */
const ROUTE_START_ID = 'route-start';

/** What a page's HTML tells its JavaScript (written by the prerender and the dev server). */
export interface RouteStart {
  /** The routes to start with: the page's own, the URL patterns, the 404 page. */
  routes: RouteEntry[];
  /** Chunks the page needs to hydrate, fetched after the first paint. */
  modules: string[];
  /** Site-data files the page's loader reads, fetched with them. */
  data: string[];
  /**
   * Start at once instead of after the first paint (the chunks are then modulepreload links in
   * the head). Off by default (decision 007); the build sets it with PAINT_FIRST=0 to measure.
   */
  eager?: boolean;
}

export function readRouteStart(): RouteStart | null {
  const text = document.getElementById(ROUTE_START_ID)?.textContent;
  return text ? (JSON.parse(text) as RouteStart) : null;
}

/** The block's HTML; `<` is escaped so no text in it can end the script element. */
export function routeStartHtml(start: RouteStart): string {
  const json = JSON.stringify(start).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${ROUTE_START_ID}">${json}</script>`;
}
