import { useDeferredValue, type ReactNode } from 'react';

/**
 * The sections below a page's first one, after an in-app click: the click's own render draws
 * the page's top (its h1) at once, and these follow in a background render React can interrupt
 * (useDeferredValue with an initial value). Until then a screen-high space keeps the footer
 * below the fold, so nothing jumps into view.
 */
export function LaterSections({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : <div className="min-h-screen" aria-hidden="true" />;
}
