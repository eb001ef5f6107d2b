import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { SiteShell } from './site-shell';
import { NavigationProgress } from '../navigation/navigation-progress';
import { ShownPageProvider, useShownPage } from '../../site/shown-page';
import { RouteAnnouncer } from '../navigation/route-announcer';
import { SiteScrollRestoration } from '../navigation/site-scroll-restoration';

/** The root route: the shell around every page, and what happens around each navigation. */
export function RootLayout() {
  return (
    <ShownPageProvider>
      <RootContent />
    </ShownPageProvider>
  );
}

function RootContent() {
  const data = useShownPage();
  const { i18n } = useTranslation();
  // The route's language is the page's: i18next follows it before the page is painted.
  useLayoutEffect(() => {
    if (i18n.language !== data.language) void i18n.changeLanguage(data.language);
  }, [i18n, data.language]);
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
      <RouteAnnouncer data={data} />
      <SiteScrollRestoration />
    </>
  );
}
