import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Language } from '../../content/locales';
import { splitLanguage } from '../../content/routes';
import { useLocaleStore } from '../stores/locale-store';
import { loadRouteData, type RouteData } from './route-data';
import { ShownRouteContext, type ShownRoute } from './use-route-data';

/** What a page's data depends on: the path, and the language when the URL does not name one. */
function routeKey(pathname: string, language: Language): string {
  return `${pathname}|${splitLanguage(pathname).language ?? language}`;
}

/**
 * Shows `initial` (loaded before hydration, or by the prerender), then loads the next page's
 * data, texts and section components on every navigation or language change, and keeps the
 * current page on screen until they are there, so a page never renders half-loaded.
 */
export function RouteDataProvider({
  initial,
  children,
}: {
  initial: RouteData;
  children: ReactNode;
}) {
  const location = useLocation();
  // Not useLocaleStore(selector): while hydrating, zustand answers with the store's initial
  // state (German), which would load the German page over an English one. The page being
  // hydrated is in the language of `initial`.
  const language = useSyncExternalStore(
    useLocaleStore.subscribe,
    () => useLocaleStore.getState().language,
    () => initial.language,
  );
  const [shown, setShown] = useState<ShownRoute>({ data: initial, location });
  const loadedKey = useRef(routeKey(location.pathname, initial.language));
  const wantedKey = routeKey(location.pathname, language);
  const latestRequest = useRef(0);

  useEffect(() => {
    if (wantedKey === loadedKey.current) {
      // Same page (a hash or query change, or back to the page shown while another was
      // loading): follow the location, and let no pending load replace the page.
      latestRequest.current++;
      setShown((current) =>
        current.location.key === location.key ? current : { data: current.data, location },
      );
      return;
    }
    const request = ++latestRequest.current;
    loadRouteData(location.pathname, language).then(
      (data) => {
        if (request !== latestRequest.current) return;
        loadedKey.current = wantedKey;
        setShown({ data, location });
      },
      (error: unknown) => {
        // A chunk that failed to load (a deploy replaced it, the network dropped): let the
        // server render the page instead of showing a broken one.
        console.error('Could not load the page', error);
        if (request === latestRequest.current)
          window.location.assign(location.pathname + location.search + location.hash);
      },
    );
  }, [wantedKey, location, language]);

  return <ShownRouteContext.Provider value={shown}>{children}</ShownRouteContext.Provider>;
}
