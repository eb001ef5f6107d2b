import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { isLanguage, type Language } from '../../content/locales';
import { localizePath, splitLanguage } from '../../content/routes';
import { browserTexts } from '../lib/i18n';
import { useLocaleStore } from '../stores/locale-store';
import { browserEnvironment, forgetLoadedData } from './browser-environment';
import { knowRoutes, patchRoutesOnNavigation, setDiscoveryRouter } from './route-discovery';
import type { RouteStart } from './route-start';
import { siteRoutes } from './route-table';
import { startLocation } from './start-location';

/**
 * Creates the router and hydrates the prerendered page (or renders it, under the dev server).
 * The HTML carries no router state (the CSP allows no inline script): the first page's lazy
 * sections and loader data are resolved here first, then handed to the router as its
 * hydration data, so the first render matches the HTML exactly.
 */
export async function startClient(start: RouteStart | null): Promise<void> {
  if (!start) throw new Error('The page has no route-start block');
  const language = moveToLanguageUrl();
  const i18n = browserTexts();
  useLocaleStore.getState().setLanguage(language);
  // The locale store is the one source of the language shown; i18next follows it.
  useLocaleStore.subscribe(({ language: next }) => {
    if (i18n.language !== next) void i18n.changeLanguage(next);
  });
  void i18n.changeLanguage(language);

  knowRoutes(start.routes);
  const routes = siteRoutes(start.routes, browserEnvironment);
  const loaderData = await resolveFirstPage(routes);
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData },
    patchRoutesOnNavigation,
  });
  setDiscoveryRouter(router);
  if (import.meta.hot)
    import.meta.hot.on('site-data-changed', () => {
      forgetLoadedData();
      void router.revalidate();
    });

  // useTransitions={false}: a navigation whose data and code are loaded renders in one task
  // instead of time slices with idle frames between them (decision 213).
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} useTransitions={false} />
      </I18nextProvider>
    </StrictMode>
  );
  const container = document.getElementById('root') as HTMLElement;
  // The dev server sends an empty shell; the production build sends prerendered HTML.
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking it for the whole page (a tap meanwhile is not lost; React replays it).
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

/**
 * The server sends an unprefixed URL in the visitor's language (cookie, Accept-Language). An
 * English page gets its /en URL before the router starts, so the router renders what the
 * server did; the address then says which language is shown. Returns the page's language.
 */
function moveToLanguageUrl(): Language {
  const htmlLanguage = document.documentElement.lang;
  const language: Language = isLanguage(htmlLanguage) ? htmlLanguage : 'de';
  const { pathname, search, hash } = window.location;
  const { language: urlLanguage, path } = splitLanguage(pathname);
  startLocation.unprefixed = urlLanguage === null;
  if (urlLanguage === null && language === 'en')
    window.history.replaceState(window.history.state, '', localizePath(path, 'en') + search + hash);
  return language;
}

/** The first page's lazy sections and loader data, as the router's hydration data. */
async function resolveFirstPage(routes: RouteObject[]): Promise<Record<string, unknown>> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const loaderData: Record<string, unknown> = {};
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const lazy = typeof route.lazy === 'function' ? route.lazy() : null;
      const { id, loader } = route;
      const result: unknown =
        typeof loader === 'function' && id
          ? await loader({
              request: new Request(window.location.href),
              url: new URL(window.location.href),
              pattern: route.path ?? '',
              params,
              context: undefined,
            })
          : undefined;
      if (lazy) {
        Object.assign(route, await lazy);
        route.lazy = undefined;
      }
      if (id && typeof loader === 'function') loaderData[id] = unwrapData(result);
    }),
  );
  return loaderData;
}

/** A loader's `data(value, { status })` result, as the router stores it: the value. */
function unwrapData(result: unknown): unknown {
  if (result && typeof result === 'object' && 'type' in result && 'data' in result)
    return result.type === 'DataWithResponseInit' ? result.data : result;
  return result;
}
