import { useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';

export interface StepScroll {
  /** Callback ref for the scrolling row. */
  setRow: (row: HTMLDivElement | null) => void;
  /** The content is wider than the row. */
  overflows: boolean;
  canPrevious: boolean;
  canNext: boolean;
  step: (direction: -1 | 1) => void;
}

/** Sub-pixel scroll positions (zoom, fractional widths) count as the edge. */
const EDGE_TOLERANCE = 1;

const NOTHING_TO_SCROLL = { overflows: false, canPrevious: false, canNext: false };

/**
 * A horizontally scrolling row moved in fixed steps by buttons; the buttons' state follows the
 * scroll position (also when scrolled by touch, wheel or keyboard) and the row's size. Before
 * hydration nothing is measured, so the server and the first client render agree.
 */
export function useStepScroll(stepPx: number): StepScroll {
  const [row, setRow] = useState<HTMLDivElement | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState(NOTHING_TO_SCROLL);

  useEffect(() => {
    if (!row) return;
    const update = () => {
      const max = row.scrollWidth - row.clientWidth;
      const next = {
        overflows: max > EDGE_TOLERANCE,
        canPrevious: row.scrollLeft > EDGE_TOLERANCE,
        canNext: row.scrollLeft < max - EDGE_TOLERANCE,
      };
      setState((previous) =>
        previous.overflows === next.overflows &&
        previous.canPrevious === next.canPrevious &&
        previous.canNext === next.canNext
          ? previous
          : next,
      );
    };
    row.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(row);
    for (const child of Array.from(row.children)) observer.observe(child);
    return () => {
      row.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [row]);

  const step = useCallback(
    (direction: -1 | 1) =>
      row?.scrollBy({ left: direction * stepPx, behavior: reducedMotion ? 'auto' : 'smooth' }),
    [row, stepPx, reducedMotion],
  );

  return { setRow, ...state, step };
}
