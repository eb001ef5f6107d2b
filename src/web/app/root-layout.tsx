import { memo, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteShell } from '../components/site-shell';
import { NavigationProgress } from './navigation-progress';
import { ShownPageProvider, useRouteData, type PageRouteData } from './page-route-data';
import { RouteAnnouncer } from './route-announcer';
import { ScrollBehaviour } from './scroll-behaviour';
import { useLanguageDetection } from './use-language-detection';
import { useLanguageSync } from './use-language-sync';

/**
 * The root route: the shell around every page, and what happens around each navigation.
 * Memo: the router draws its routes again on each change of its state (a click's "loading"
 * state, too); the shell is drawn again only when the page shown changes.
 */
export const RootLayout = memo(function RootLayout() {
  return (
    <ShownPageProvider>
      <RootContent />
    </ShownPageProvider>
  );
});

function RootContent() {
  const data = useRouteData();
  useLanguageSync(data.language);
  // Hydration runs as an interruptible transition (start-client.tsx): this runs once the whole
  // page is hydrated and interactive. Tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // When, for npm run bench:nav's comparison with a full page load.
    document.documentElement.dataset.hydratedAt = String(Math.round(performance.now()));
  }, []);
  return (
    <>
      <NavigationProgress />
      <SiteShell>
        <Outlet />
      </SiteShell>
      <LanguageDetection data={data} />
      <RouteAnnouncer data={data} />
      <ScrollBehaviour />
      <ScrollRestoration />
    </>
  );
}

/**
 * Its own component because `useNavigate` reads the router's route context, which changes with
 * every router state: here only this empty component is drawn again on a click, not the shell.
 */
function LanguageDetection({ data }: { data: PageRouteData }) {
  useLanguageDetection(data);
  return null;
}
