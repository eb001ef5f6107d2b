import { useCallback, useState } from 'react';
import { useScrollState, type ScrollState } from '../../components/use-scroll-state';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';

export interface StepScroll extends ScrollState {
  /** Callback ref for the scrolling row. */
  setRow: (row: HTMLDivElement | null) => void;
  step: (direction: -1 | 1) => void;
}

/**
 * A horizontally scrolling row moved in fixed steps by buttons. The buttons' state comes from
 * the shared delayed scroll-state check (components/use-scroll-state.ts): the real position,
 * read 100 ms after scrolling stops (also when scrolled by touch, wheel or keyboard) and when the
 * row's size changes. Before hydration nothing is measured, so server and first render agree.
 */
export function useStepScroll(stepPx: number): StepScroll {
  const [row, setRow] = useState<HTMLDivElement | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const state = useScrollState(row);

  const step = useCallback(
    (direction: -1 | 1) =>
      row?.scrollBy({ left: direction * stepPx, behavior: reducedMotion ? 'auto' : 'smooth' }),
    [row, stepPx, reducedMotion],
  );

  return { setRow, ...state, step };
}
