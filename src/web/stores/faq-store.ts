import { create } from 'zustand';

interface FaqState {
  /** Numbers of the open questions; several may be open at once (SPEC §2 FAQ). */
  openQuestions: ReadonlySet<number>;
  toggle: (question: number) => void;
}

export const useFaqStore = create<FaqState>()((set) => ({
  openQuestions: new Set<number>(),
  toggle: (question) =>
    set((s) => {
      const next = new Set(s.openQuestions);
      if (next.has(question)) next.delete(question);
      else next.add(question);
      return { openQuestions: next };
    }),
}));
