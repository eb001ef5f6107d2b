import { create } from 'zustand';

interface FaqState {
  /** Numbers of the open questions; several may be open at once (SPEC §2 FAQ). */
  openQuestions: ReadonlySet<number>;
  toggle: (question: number) => void;
  /** Records a question's state as its disclosure reports it (click, Enter or Space). */
  setOpen: (question: number, open: boolean) => void;
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
  setOpen: (question, open) =>
    set((s) => {
      if (s.openQuestions.has(question) === open) return s;
      const next = new Set(s.openQuestions);
      if (open) next.add(question);
      else next.delete(question);
      return { openQuestions: next };
    }),
}));
