import type { RouteStart } from './route-start';
import { getJson } from './site-data-client';

/**
 * Runs `task` after the browser has painted the page: a frame, then a message (which is
 * handled after that frame's paint). A hidden tab paints no frames, so a timeout runs it there.
 */
export function afterFirstPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = run;
    channel.port2.postMessage(null);
  });
  setTimeout(run, 500);
}

/**
 * Starts downloading the page's chunks (sections) and data files together with the framework,
 * instead of after it: the prerender lists them in the HTML.
 */
export function preloadStart(start: RouteStart | null): void {
  // An eager page already has them as modulepreload links.
  for (const href of start?.eager ? [] : (start?.modules ?? [])) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  for (const url of start?.data ?? []) void getJson(url).catch(() => undefined);
}
