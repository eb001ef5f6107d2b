import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { DEFAULT_LANGUAGE } from '../../../content/locales';
import { browserTexts } from '../../lib/i18n';
import { readLanguageChoice } from '../../stores/locale-store';
import { browserEnvironment, forgetLoadedData } from './browser-environment';
import {
  knowRoutes,
  patchRoutesOnNavigation,
  setDiscoveryRouter,
} from '../routing/route-discovery';
import type { RouteStart } from './route-start';
import { siteRoutes, type PageRouteHandle } from '../routing/route-table';

/**
 * Creates the router and hydrates the server-rendered page (prerendered by the build, rendered
 * per request by the dev server), once the router has loaded the first page.
 */
export async function startClient(start: RouteStart | null): Promise<void> {
  if (!start) throw new Error('The page has no route-start block');
  readLanguageChoice();
  knowRoutes(start.routes);
  const routes = siteRoutes(start.routes, browserEnvironment);
  // No hydration data: the HTML carries no router state (the CSP allows no inline script), so
  // the router runs the first page's loader and lazy route itself, and hydration waits for it.
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  setDiscoveryRouter(router);
  await firstPageLoaded(router);
  // The route's language is the page's (the root layout keeps i18next on it from now on).
  const i18n = browserTexts();
  const handle = router.state.matches.at(-1)?.route.handle as PageRouteHandle | undefined;
  await i18n.changeLanguage(handle?.language ?? DEFAULT_LANGUAGE);
  if (import.meta.hot)
    import.meta.hot.on('site-data-changed', () => {
      forgetLoadedData();
      void router.revalidate();
    });

  // useTransitions={false}: the router's updates are plain updates, applied in order. With its
  // default (transitions) quick tab changes through setSearchParams could be overtaken by an
  // older ?tab= (the arrow-key test failed); the speed gain was within the A/B's noise
  // (decision 222).
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} useTransitions={false} />
      </I18nextProvider>
    </StrictMode>
  );
  const container = document.getElementById('root') as HTMLElement;
  // The dev server sends an empty shell only when its server render failed: the page is then
  // rendered here, and the error reaches Vite's overlay. As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking it for the whole page (a tap meanwhile is not lost; React replays it).
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

/**
 * Resolves once the router has loaded the first page: its lazy route (the section code) and its
 * loader (data and texts), run by the router itself as on any navigation. Until then nothing
 * is rendered, so hydration renders exactly what the server did.
 */
function firstPageLoaded(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
