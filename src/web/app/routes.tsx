import type { RouteObject } from 'react-router-dom';
import type { Language } from '../../content/locales';
import { PageRoute } from './page-route';
import { loadRouteData } from './route-data';

export const PAGE_ROUTE_ID = 'page';

/** One catch-all route: the page files, not code, decide which paths exist. */
export function createRoutes(currentLanguage: () => Language): RouteObject[] {
  return [
    {
      id: PAGE_ROUTE_ID,
      path: '*',
      loader: ({ request }) => loadRouteData(new URL(request.url).pathname, currentLanguage()),
      element: <PageRoute />,
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate,
    },
  ];
}
