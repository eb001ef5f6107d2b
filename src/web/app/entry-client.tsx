import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { isLanguage } from '../../content/locales';
import { useLocaleStore } from '../stores/locale-store';
import { loadRouteData } from './route-data';
import { createRoutes, PAGE_ROUTE_ID } from './routes';
import '../styles.css';

async function start(): Promise<void> {
  // Hydrate in the language the server rendered; the visitor's own rule applies after hydration.
  const htmlLanguage = document.documentElement.lang;
  useLocaleStore.getState().setLanguage(isLanguage(htmlLanguage) ? htmlLanguage : 'de');
  const currentLanguage = () => useLocaleStore.getState().language;
  const initial = await loadRouteData(window.location.pathname, currentLanguage());
  const router = createBrowserRouter(createRoutes(currentLanguage), {
    hydrationData: { loaderData: { [PAGE_ROUTE_ID]: initial } },
  });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  const container = document.getElementById('root') as HTMLElement;
  // The dev server sends an empty shell; the production build sends prerendered HTML.
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
