import { create } from 'zustand';

export const COMPARISON_TABS = ['enterprise', 'branchen', 'selfService'] as const;
export type ComparisonTab = (typeof COMPARISON_TABS)[number];

export function isComparisonTab(value: unknown): value is ComparisonTab {
  return COMPARISON_TABS.includes(value as ComparisonTab);
}

interface ComparisonTabState {
  tab: ComparisonTab;
  setTab: (tab: ComparisonTab) => void;
}

/** Enterprise is the default tab (SPEC §2 Comparison). */
export const useComparisonTabStore = create<ComparisonTabState>()((set) => ({
  tab: 'enterprise',
  setTab: (tab) => set({ tab }),
}));
