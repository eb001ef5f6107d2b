import { readRouteStart } from './route-start';
import { afterFirstPaint, preloadStart } from './startup-loading';
import '../styles.css';

/**
 * The only script in the HTML, and a tiny one. The page is prerendered, so nothing needs
 * JavaScript to be seen: the browser paints the HTML first, with CSS, font and images getting
 * the bandwidth, and only then fetches React, the router, the page's chunks and data, and
 * hydrates (decision 007).
 */
const start = readRouteStart();
const run = () => {
  preloadStart(start);
  void import('./start-client').then(({ startClient }) => startClient(start));
};
if (start?.eager) run();
else afterFirstPaint(run);
