import { readRouteStart } from './route-start';
import { afterFirstPaint, preloadStart } from './startup-loading';
import '../../styles.css';

/**
 * The only script in the HTML, and a tiny one. The page is prerendered, so nothing needs
 * JavaScript to be seen: the browser paints the HTML first, with CSS, font and images getting
 * the bandwidth, and only then fetches React, the router, the page's chunks and data, and
 * hydrates (decision 007).
 */
const start = readRouteStart();
// The framework's import comes after the page's chunks are requested, which include it: its
// preload helper then finds them all requested and starts nothing itself.
const run = () => {
  void preloadStart(start)
    .then(() => import('./start-client'))
    .then(({ startClient }) => startClient(start));
};
if (start?.eager) run();
else afterFirstPaint(run);
