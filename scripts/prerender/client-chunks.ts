/**
 * How the browser bundle is cut into files (rolldown `codeSplitting`). The site is served over
 * HTTP/1.1, where a browser opens about six connections per host: twenty small chunks queue in
 * waves of one round trip each. Fewer, fuller chunks load the same bytes in one wave.
 *
 * - `framework`: React, React Router, i18next with react-i18next, zustand. Every page needs
 *   all of it, and it changes only when dependencies change, so it stays cached across deploys
 *   of content.
 * - `shared`: small modules of our own (components, hooks, helpers) that several chunks use.
 *   Without the group each share set becomes its own tiny file. Bigger pieces that only some
 *   pages need (the carousel with embla, the tooltip, article cards, the article set and its
 *   sanitiser) keep
 *   their own chunks so a page without them does not download them.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|zustand|use-sync-external-store|react-router|react-router-dom|cookie|set-cookie-parser|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/;
const OUR_CODE = /src[\\/]web[\\/]/;
const PAGE_SPECIFIC = /[\\/](carousel|tooltip|articles)[\\/]|[\\/]components[\\/]article-/;
// What the entry script runs before the first paint (decision 007). In the shared chunk they
// would make the entry import it, and through it the framework: 115 KB fetched before the
// paint, which Lighthouse then counts towards FCP and LCP.
const BEFORE_FIRST_PAINT =
  /[\\/]app[\\/]start[\\/](route-start|startup-loading|site-data-client)\.ts$/;

export const clientCodeSplitting = {
  groups: [
    // Vite's helper for dynamic imports, used by the entry before anything else loads: on its
    // own, so the entry does not pull in the shared chunk before the first paint.
    { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 20 },
    // Its own small chunk, before `shared` claims it (a group takes a module's dependencies along).
    { name: 'first-paint', test: BEFORE_FIRST_PAINT, priority: 15 },
    { name: 'framework', test: FRAMEWORK, priority: 10 },
    {
      name: 'shared',
      test: (id: string) => OUR_CODE.test(id) && !PAGE_SPECIFIC.test(id),
      minShareCount: 2,
      // Bytes of source: a module this small is cheaper to share than to fetch on its own.
      maxModuleSize: 3000,
      priority: 5,
    },
  ],
};
