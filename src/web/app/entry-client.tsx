import { afterFirstPaint, preloadStartupModules } from './startup-loading';
import '../styles.css';

/**
 * The only script in the HTML, and a tiny one. The page is prerendered, so nothing needs
 * JavaScript to be seen: the browser paints the HTML first, with CSS, font and images getting
 * the bandwidth, and only then fetches React and the page's chunks and hydrates.
 */
afterFirstPaint(() => {
  preloadStartupModules();
  void import('./start-client').then(({ startClient }) => startClient());
});
