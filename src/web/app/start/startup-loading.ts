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
  requestAnimationFrame(() => void nextTask().then(run));
  setTimeout(run, 500);
}

/**
 * Requests started per task. Starting one cost the main thread 3-4 ms on this slow machine
 * (Chromium's ResourceFetcher::requestResource, traced), so a page's chunks and data files,
 * started together, made one task of 16-84 ms; three per task keep each one short, under the
 * 50 ms that Lighthouse's 4x simulation counts as blocking (decision 219).
 */
const REQUESTS_PER_TASK = 3;

/**
 * Starts downloading the page's chunks (sections) and data files together with the framework,
 * instead of after it: the prerender lists them in the HTML. Resolves when all are started.
 */
export async function preloadStart(start: RouteStart | null): Promise<void> {
  // An eager page already has its chunks as modulepreload links.
  const modules = start?.eager ? [] : (start?.modules ?? []);
  const requests = [
    ...modules.map((href) => () => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }),
    ...(start?.data ?? []).map((url) => () => void getJson(url).catch(() => undefined)),
  ];
  for (let first = 0; first < requests.length; first += REQUESTS_PER_TASK) {
    if (first > 0) await nextTask();
    for (const request of requests.slice(first, first + REQUESTS_PER_TASK)) request();
  }
}

/** Resolves in a new task: the browser may paint and handle input in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
