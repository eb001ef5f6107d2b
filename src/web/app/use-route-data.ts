import { createContext, useContext } from 'react';
import type { RouteData } from './route-data';

/** The URL a page was loaded at: the prerender's path, or the browser's location at start. */
export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface ShownRoute {
  data: RouteData;
  location: PageLocation;
}

export const ShownRouteContext = createContext<ShownRoute | null>(null);

function useShownRoute(): ShownRoute {
  const shown = useContext(ShownRouteContext);
  if (!shown) throw new Error('useRouteData outside RouteDataProvider');
  return shown;
}

/** The page being shown, with its language and texts loaded. */
export function useRouteData(): RouteData {
  return useShownRoute().data;
}

/** The URL the page was loaded at (the same on the server and while hydrating). */
export function useShownLocation(): PageLocation {
  return useShownRoute().location;
}
