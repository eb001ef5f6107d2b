import { create } from 'zustand';

interface FaqState {
  /** Numbers of the open questions; several may be open at once (SPEC §2 FAQ). */
  openQuestions: ReadonlySet<number>;
  /** Records a question's state as its disclosure reports it (click, Enter or Space). */
  setOpen: (question: number, open: boolean) => void;
}

export const useFaqStore = create<FaqState>()((set) => ({
  openQuestions: new Set<number>(),
  setOpen: (question, open) =>
    set((s) => {
      if (s.openQuestions.has(question) === open) return s;
      const next = new Set(s.openQuestions);
      if (open) next.add(question);
      else next.delete(question);
      return { openQuestions: next };
    }),
}));
