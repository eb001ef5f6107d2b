import { useEffect, useState } from 'react';

/** SPEC §9 "delayed scroll-state check": the position is read once scrolling has stopped. */
export const SCROLL_CHECK_DELAY_MS = 100;

/** Sub-pixel scroll positions (zoom, fractional widths) count as the edge. */
const EDGE_TOLERANCE_PX = 1;

export interface ScrollState {
  /** The content is wider than the element. */
  overflows: boolean;
  canPrevious: boolean;
  canNext: boolean;
}

const NOTHING_TO_SCROLL: ScrollState = { overflows: false, canPrevious: false, canNext: false };

function readScrollState(element: HTMLElement): ScrollState {
  const max = element.scrollWidth - element.clientWidth;
  return {
    overflows: max > EDGE_TOLERANCE_PX,
    canPrevious: element.scrollLeft > EDGE_TOLERANCE_PX,
    canNext: element.scrollLeft < max - EDGE_TOLERANCE_PX,
  };
}

const same = (a: ScrollState, b: ScrollState) =>
  a.overflows === b.overflows && a.canPrevious === b.canPrevious && a.canNext === b.canNext;

/**
 * Whether a horizontally scrolling element can move back or forward, from its real scroll
 * position: read when it mounts, then 100 ms after the last scroll event (by buttons, touch,
 * wheel or keyboard; a smooth scroll sends many) and after the element or its children change
 * size. Before hydration nothing is measured, so server and first client render agree.
 */
export function useScrollState(element: HTMLElement | null): ScrollState {
  const [state, setState] = useState(NOTHING_TO_SCROLL);

  useEffect(() => {
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const check = () => {
      timer = null;
      const next = readScrollState(element);
      setState((previous) => (same(previous, next) ? previous : next));
    };
    const checkLater = () => {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(check, SCROLL_CHECK_DELAY_MS);
    };
    check();
    element.addEventListener('scroll', checkLater, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(checkLater);
    observer?.observe(element);
    for (const child of Array.from(element.children)) observer?.observe(child);
    window.addEventListener('resize', checkLater);
    return () => {
      if (timer !== null) clearTimeout(timer);
      element.removeEventListener('scroll', checkLater);
      observer?.disconnect();
      window.removeEventListener('resize', checkLater);
    };
  }, [element]);

  return state;
}
