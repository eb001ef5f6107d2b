import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Placed just before <ScrollRestoration/>, whose layout effect scrolls after each navigation:
 * to the hash target (scrollIntoView), to a remembered position (back/forward) or to the top.
 * Only the first should be smooth (SPEC §2); the page's CSS scrolls smoothly unless
 * `data-scroll="instant"` is set (styles.css; reduced motion turns smoothness off anyway).
 */
export function ScrollBehaviour() {
  const location = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    const smooth = location.hash.length > 1 && type !== 'POP';
    document.documentElement.dataset.scroll = smooth ? 'smooth' : 'instant';
  }, [location, type]);
  return null;
}
