import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { applyHead } from '../head/apply-head';
import { routeHead } from '../head/route-head';
import type { PageRouteData } from '../../site/shown-page';
import { siteConfig } from '../../site/site-config';

/**
 * After an in-app navigation (not on the first page, whose HTML is right already): the head
 * tags of the new page (SPEC §2 "Page metadata"), focus on its main heading or the hash target
 * (so keyboard and screen-reader users start at the new content), and the title in a polite
 * live region. Returns that announcement (kept in a small component of its own, so announcing
 * does not render the page again).
 */
export function useAfterNavigation(data: PageRouteData): string {
  const { i18n } = useTranslation();
  const { pathname, hash } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const shown = useRef<{ data: PageRouteData; pathname: string } | null>(null);

  useEffect(() => {
    const previous = shown.current;
    const current = { data, pathname };
    // The dev server sends no head: it is set on the first page too.
    if (!previous && !import.meta.env.DEV) {
      shown.current = current;
      return;
    }
    if (previous?.data === data && previous.pathname === pathname) return;
    // After the new page's first frame: none of this changes what that frame shows, and focus
    // would make the browser lay the page out before it can paint it. (Marked as shown only
    // then, so an effect cleaned up before its frame runs again in full.)
    return afterNextPaint(() => {
      shown.current = current;
      applyHead(routeHead(data, i18n.getFixedT(data.language), siteConfig), data.language);
      if (!previous || previous.pathname === pathname) return;
      focusNewContent(hash);
      setAnnouncement(document.title);
    });
  }, [data, pathname, hash, i18n]);
  return announcement;
}

/** Runs `task` once the next frame is painted; the returned function cancels it. */
function afterNextPaint(task: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

function focusNewContent(hash: string): void {
  const target =
    (hash.length > 1 && document.getElementById(decodeURIComponent(hash.slice(1)))) ||
    document.querySelector<HTMLElement>('main h1') ||
    document.getElementById('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  // The scroll position is ScrollRestoration's to set (top, hash target or remembered).
  target.focus({ preventScroll: true });
}
