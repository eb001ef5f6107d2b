import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Placed just before <ScrollRestoration/>, whose layout effect scrolls after each navigation:
 * to the hash target (scrollIntoView), to a remembered position (back/forward) or to the top.
 * Only the first should be smooth (SPEC §2); the page's CSS scrolls smoothly unless
 * `data-scroll="instant"` is set (styles.css; reduced motion turns smoothness off anyway).
 *
 * A page opened at #anchor is a POP too: there the browser has already begun its smooth scroll
 * to the target, and ScrollRestoration aims at the same target at hydration. That second scroll
 * stays smooth; an instant one in the middle of the browser's own animation lands in the wrong
 * place in Chromium 156 (142 px past the target on /#self-service at 390 px).
 */
export function ScrollBehaviour() {
  const location = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  useLayoutEffect(() => {
    const toTarget = location.hash.length > 1 && (type !== 'POP' || first.current);
    first.current = false;
    document.documentElement.dataset.scroll = toTarget ? 'smooth' : 'instant';
  }, [location, type]);
  return null;
}
