import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteShell } from '../components/site-shell';
import { NavigationProgress } from './navigation-progress';
import { useRouteData } from './page-route-data';
import { ScrollBehaviour } from './scroll-behaviour';
import { useAfterNavigation } from './use-after-navigation';
import { useLanguageDetection } from './use-language-detection';
import { useLanguageSync } from './use-language-sync';

/** The root route: the shell around every page, and what happens around each navigation. */
export function RootLayout() {
  const data = useRouteData();
  useLanguageSync(data.language);
  useLanguageDetection(data);
  const announcement = useAfterNavigation(data);
  // Hydration runs as an interruptible transition (start-client.tsx): this runs once the whole
  // page is hydrated and interactive. Tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <NavigationProgress />
      <SiteShell>
        <Outlet />
      </SiteShell>
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-route-announcer="">
        {announcement}
      </p>
      <ScrollBehaviour />
      <ScrollRestoration />
    </>
  );
}
