import { createContext, useContext } from 'react';
import type { Location } from 'react-router-dom';
import type { RouteData } from './route-data';

export interface ShownRoute {
  data: RouteData;
  /** The location `data` was loaded for: during a navigation it still names the old page. */
  location: Location;
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

/**
 * The location of the page being shown. Effects that act on the page (scrolling to an anchor,
 * reading ?tab=) use it rather than the router's location, which moves on as soon as a link is
 * clicked, before the next page is loaded and rendered.
 */
export function useShownLocation(): Location {
  return useShownRoute().location;
}
