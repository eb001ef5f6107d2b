import { create } from 'zustand';

interface NavPanelState {
  open: boolean;
  /** Key of the entry whose sub-panel is shown, or null. */
  subPanel: string | null;
  openPanel: () => void;
  /**
   * The panel closes without its slide-out because a page was chosen: focus then goes to the
   * new page's heading, not back to the menu button (the dialog hands it back only after a
   * transition, which would come after the new page has taken focus).
   */
  closingForNavigation: boolean;
  /** Closing the main panel also closes the sub-panel (SPEC §4). */
  closePanel: (reason?: 'navigation') => void;
  /** Toggling the same entry again closes its sub-panel (SPEC §4). */
  toggleSubPanel: (key: string) => void;
  closeSubPanel: () => void;
}

export const useNavPanelStore = create<NavPanelState>()((set) => ({
  open: false,
  subPanel: null,
  closingForNavigation: false,
  openPanel: () => set({ open: true, closingForNavigation: false }),
  closePanel: (reason) =>
    set((s) =>
      s.open || s.subPanel
        ? { open: false, subPanel: null, closingForNavigation: reason === 'navigation' }
        : s,
    ),
  toggleSubPanel: (key) => set((s) => ({ subPanel: s.subPanel === key ? null : key })),
  closeSubPanel: () => set({ subPanel: null }),
}));
