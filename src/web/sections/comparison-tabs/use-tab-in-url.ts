import { useEffect } from 'react';
import {
  isComparisonTab,
  useComparisonTabStore,
  type ComparisonTab,
} from '../../stores/comparison-tab-store';
import { useLocation } from 'react-router-dom';

export const TAB_PARAM = 'tab';

/** The URL with ?tab= set to `tab`, or without it for the default (first) tab. */
function urlWithTab(href: string, tab: ComparisonTab, defaultTab: ComparisonTab): string {
  const url = new URL(href);
  if (tab === defaultTab) url.searchParams.delete(TAB_PARAM);
  else url.searchParams.set(TAB_PARAM, tab);
  return url.toString();
}

function showTabInUrl(tab: ComparisonTab, defaultTab: ComparisonTab): void {
  const next = urlWithTab(window.location.href, tab, defaultTab);
  // replaceState, not a router navigation: switching tabs should neither add history entries
  // nor run the page's scroll-to-top.
  if (next !== window.location.href) window.history.replaceState(window.history.state, '', next);
}

/**
 * Keeps the selected tab and ?tab= in step. The server renders the store's tab (the default),
 * so the query is read only after hydration (and after each navigation, e.g. the language
 * switch); from then on the URL follows the store.
 */
export function useTabInUrl(availableTabs: readonly ComparisonTab[]): void {
  const setTab = useComparisonTabStore((s) => s.setTab);
  const { pathname, search } = useLocation();
  const defaultTab = availableTabs[0] ?? 'enterprise';

  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get(TAB_PARAM);
    if (isComparisonTab(fromUrl) && availableTabs.includes(fromUrl)) setTab(fromUrl);
    showTabInUrl(useComparisonTabStore.getState().tab, defaultTab);
    return useComparisonTabStore.subscribe((state) => showTabInUrl(state.tab, defaultTab));
  }, [pathname, search, setTab, availableTabs, defaultTab]);
}
