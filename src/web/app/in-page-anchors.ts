import { useEffect } from 'react';

/** SPEC §2/§9: a hash target scrolls smoothly with a 50 px offset (styles.css keeps the same
 *  offset for a page opened at #anchor). */
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

/** The anchor a click should scroll to on this page, or null to let the browser follow the link. */
function sameDocumentHash(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return null;
  const url = new URL(link.href);
  const here = window.location;
  const samePage =
    url.origin === here.origin && url.pathname === here.pathname && url.search === here.search;
  return samePage && url.hash.length > 1 ? url.hash : null;
}

/**
 * A link to an anchor of the page shown scrolls there smoothly (instantly under reduced
 * motion), 50 px below the top, and adds a history entry as the browser's own jump would.
 */
export function useInPageAnchors(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const hash = sameDocumentHash(event);
      if (!hash || !document.getElementById(decodeURIComponent(hash.slice(1)))) return;
      event.preventDefault();
      if (hash !== window.location.hash) window.history.pushState(null, '', hash);
      scrollToHash(hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
