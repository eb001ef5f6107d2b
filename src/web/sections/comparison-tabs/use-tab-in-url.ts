import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  isComparisonTab,
  useComparisonTabStore,
  type ComparisonTab,
} from '../../stores/comparison-tab-store';

export const TAB_PARAM = 'tab';

/** The search parameters with ?tab= set to `tab`, or without it for the default (first) tab. */
function withTab(
  params: URLSearchParams,
  tab: ComparisonTab,
  defaultTab: ComparisonTab,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === defaultTab) next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, tab);
  return next;
}

/**
 * Keeps the selected tab (the store's) and ?tab= in step, through the router, so its location
 * (and every link built from it, like the language switch's) has the tab too. The server renders
 * the store's tab (the default), so ?tab= is read only after hydration and whenever the router's
 * ?tab= changes (a link, back/forward, the language switch); from then on the URL follows the
 * store. The write replaces the entry and keeps the scroll position: switching tabs adds no
 * history entry and does not scroll to the top; the page routes' `shouldRevalidate`
 * (routing/route-table.tsx) keeps their loaders from running again for it.
 */
export function useTabInUrl(availableTabs: readonly ComparisonTab[]): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const setTab = useComparisonTabStore((s) => s.setTab);
  const defaultTab = availableTabs[0] ?? 'enterprise';
  const fromUrl = searchParams.get(TAB_PARAM);

  useEffect(() => {
    if (isComparisonTab(fromUrl) && availableTabs.includes(fromUrl)) setTab(fromUrl);
  }, [fromUrl, availableTabs, setTab]);

  useEffect(() => {
    const showInUrl = (tab: ComparisonTab) => {
      const next = withTab(searchParams, tab, defaultTab);
      if (next.toString() === searchParams.toString()) return;
      setSearchParams(next, { replace: true, preventScrollReset: true });
    };
    showInUrl(useComparisonTabStore.getState().tab);
    return useComparisonTabStore.subscribe((state, previous) => {
      if (state.tab !== previous.tab) showInUrl(state.tab);
    });
  }, [searchParams, setSearchParams, defaultTab]);
}
