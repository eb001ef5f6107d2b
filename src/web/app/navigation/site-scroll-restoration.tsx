import { useLayoutEffect, useRef } from 'react';
import { ScrollRestoration, useLocation, type Location } from 'react-router-dom';
import { ScrollBehaviour } from './scroll-behaviour';

/**
 * React Router's <ScrollRestoration/> (top, hash target or remembered position after each
 * navigation), with the page left where it is when the app starts on it.
 *
 * The router starts without hydration data (start-client.tsx), so ScrollRestoration treats the
 * first render like a navigation: it scrolled a visitor who had scrolled the prerendered page
 * back to the top, and restored the position it saved for the key every freshly loaded document
 * shares ("default"), so a page opened after scrolling another one opened half-way down (the
 * designer's review: /faq at 1331 px after the home page at 2500). At that moment the browser
 * has already placed the page: at the top when opened, where it was on reload and back/forward
 * (React Router hands those to the browser, history.scrollRestoration = 'auto' on pagehide).
 * So the page's first history entry gets a key of its own (nothing saved under it in another
 * document), and the position before ScrollRestoration's first layout effect is put back right
 * after it, before anything is painted. A page opened at #anchor stays with ScrollRestoration
 * and the browser's smooth scroll to the target (scroll-behaviour.tsx).
 */
export function SiteScrollRestoration() {
  const { hash } = useLocation();
  const atStart = useRef<number | null>(null);
  return (
    <>
      <ScrollBehaviour />
      <OnFirstLayout run={() => (atStart.current = hash.length > 1 ? null : window.scrollY)} />
      <ScrollRestoration getKey={scrollKey} />
      <OnFirstLayout
        run={() => {
          if (atStart.current !== null)
            window.scrollTo({ top: atStart.current, behavior: 'instant' });
        }}
      />
    </>
  );
}

/** This document's first entry; going back to it within the app still finds its position. */
const DOCUMENT_ENTRY_KEY = `document-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The router's key of a history entry; "default" is every freshly loaded document's. */
function scrollKey(location: Location): string {
  return location.key === 'default' ? DOCUMENT_ENTRY_KEY : location.key;
}

/** Runs `run` in the commit that mounts it; siblings' layout effects run in their order. */
function OnFirstLayout({ run }: { run: () => void }) {
  useLayoutEffect(() => {
    run();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the first commit
  }, []);
  return null;
}
