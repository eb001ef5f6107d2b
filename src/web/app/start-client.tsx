import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLanguage } from '../../content/locales';
import { useLocaleStore } from '../stores/locale-store';
import { PageRoute } from './page-route';
import { loadRouteData } from './route-data';
import { RouteDataProvider } from './route-data-provider';

/** Hydrates the prerendered page (or renders it, under the dev server). */
export async function startClient(): Promise<void> {
  // Hydrate in the language the server rendered; the visitor's own rule applies after hydration.
  const htmlLanguage = document.documentElement.lang;
  useLocaleStore.getState().setLanguage(isLanguage(htmlLanguage) ? htmlLanguage : 'de');
  const { pathname, search, hash } = window.location;
  const location = { pathname, search, hash };
  const initial = await loadRouteData(pathname, useLocaleStore.getState().language);
  const app = (
    <StrictMode>
      <RouteDataProvider initial={initial} location={location}>
        <PageRoute />
      </RouteDataProvider>
    </StrictMode>
  );
  const container = document.getElementById('root') as HTMLElement;
  // The dev server sends an empty shell; the production build sends prerendered HTML.
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking it for the whole page (a tap meanwhile is not lost; React replays it).
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
