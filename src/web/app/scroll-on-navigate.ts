import { useEffect, useRef } from 'react';
import { useShownLocation } from './use-route-data';

/** SPEC §2/§9: a hash target scrolls smoothly with a 50 px offset; any other navigation to the top. */
export const HASH_SCROLL_OFFSET = 50;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

export function scrollToHash(hash: string): boolean {
  const target = document.getElementById(decodeURIComponent(hash.replace(/^#/, '')));
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET;
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return true;
}

export function useScrollOnNavigate(): void {
  // The shown page's location: the anchor exists, and the new page is there to scroll to the top of.
  const location = useShownLocation();
  const first = useRef(true);
  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    if (location.hash) {
      scrollToHash(location.hash);
    } else if (!isFirst) {
      window.scrollTo({ top: 0, behavior: 'auto' });
    }
  }, [location.key, location.pathname, location.hash]);
}
