import { create } from 'zustand';

interface NavPanelState {
  open: boolean;
  /** Key of the entry whose sub-panel is shown, or null. */
  subPanel: string | null;
  openPanel: () => void;
  /** Closing the main panel also closes the sub-panel (SPEC §4). */
  closePanel: () => void;
  /** Toggling the same entry again closes its sub-panel (SPEC §4). */
  toggleSubPanel: (key: string) => void;
  closeSubPanel: () => void;
}

export const useNavPanelStore = create<NavPanelState>()((set) => ({
  open: false,
  subPanel: null,
  openPanel: () => set({ open: true }),
  closePanel: () => set({ open: false, subPanel: null }),
  toggleSubPanel: (key) => set((s) => ({ subPanel: s.subPanel === key ? null : key })),
  closeSubPanel: () => set({ subPanel: null }),
}));
