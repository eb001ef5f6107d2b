import { useMediaQuery } from './use-media-query';

const QUERY = '(prefers-reduced-motion: reduce)';

/** For event handlers and effects (not render): does the visitor ask for less motion now? */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(QUERY).matches === true;
}

/**
 * True when the visitor asked for less motion. The server (and hydration) sees `false`, so the
 * markup matches; React re-renders with the real value right after hydrating.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(QUERY);
}
