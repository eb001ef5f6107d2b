import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { translator } from '../lib/i18n';
import { TextsContext } from '../lib/use-texts';
import { useLocaleStore } from '../stores/locale-store';
import { loadRouteData, type RouteData } from './route-data';
import { ShownRouteContext, type PageLocation } from './use-route-data';

/**
 * Shows the page of `initial` (loaded before hydration, or by the prerender) with its texts.
 * Every link is a page load (decision 009), so the page changes only in one case: an unprefixed
 * URL whose visitor wants the other language (use-language-detection.ts). Then the page's texts
 * in that language load first and the page switches in one render, never half-translated.
 */
export function RouteDataProvider({
  initial,
  location,
  children,
}: {
  initial: RouteData;
  location: PageLocation;
  children: ReactNode;
}) {
  // Not useLocaleStore(selector): while hydrating, zustand answers with the store's initial
  // state (German), which would load the German page over an English one. The page being
  // hydrated is in the language of `initial`.
  const storeLanguage = useSyncExternalStore(
    useLocaleStore.subscribe,
    () => useLocaleStore.getState().language,
    () => initial.language,
  );
  const wanted = initial.languageInUrl ? initial.language : storeLanguage;
  const [data, setData] = useState(initial);

  useEffect(() => {
    if (wanted === data.language) return;
    let current = true;
    loadRouteData(location.pathname, wanted).then(
      (next) => {
        if (current) setData(next);
      },
      // A chunk that failed to load (a deploy replaced it, the network dropped): the page
      // stays as the server sent it, readable, in its language.
      (error: unknown) => console.error('Could not load the page in', wanted, error),
    );
    return () => {
      current = false;
    };
  }, [wanted, data.language, location.pathname]);

  const shown = useMemo(() => ({ data, location }), [data, location]);
  const texts = useMemo(() => translator(data.language), [data]);
  return (
    <ShownRouteContext.Provider value={shown}>
      <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>
    </ShownRouteContext.Provider>
  );
}
