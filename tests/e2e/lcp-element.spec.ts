import { test, expect } from './support/console-guard';
import { openPage } from './support/page-ready';
import { LANGUAGES, articleUrls, localized, pagePaths } from './support/site-urls';

/**
 * Issue 10: "the LCP image or poster in the HTML with fetchpriority=high". Whatever the browser
 * reports as the Largest Contentful Paint must not wait for lazy loading, and an image must be
 * fetched first. Checked on every route in both languages at Lighthouse's mobile viewport (what
 * `npm run perf` measures) and at desktop width, because the layout, and so the LCP element,
 * changes between them.
 */
const VIEWPORTS = [
  { name: 'mobile', width: 412, height: 823 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

interface LcpElement {
  tag: string;
  src: string;
  loading: string | null;
  fetchPriority: string | null;
  poster: string | null;
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    const urls = [
      ...pagePaths().map((path) => localized(language, path)),
      ...articleUrls(language),
    ];
    test.describe(`LCP element at ${viewport.name} width in ${language}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      for (const url of urls) {
        test(`${url} paints its largest element without waiting`, async ({ page }) => {
          await openPage(page, url);
          const lcp = await page.evaluate(
            () =>
              new Promise<LcpElement | null>((resolve) => {
                new PerformanceObserver((list) => {
                  const entries = list.getEntries() as (PerformanceEntry & {
                    element: Element | null;
                  })[];
                  const element = entries.at(-1)?.element;
                  if (!element) return resolve(null);
                  resolve({
                    tag: element.tagName,
                    src: element.getAttribute('src') ?? '',
                    loading: element.getAttribute('loading'),
                    fetchPriority: element.getAttribute('fetchpriority'),
                    poster: element.getAttribute('poster'),
                  });
                }).observe({ type: 'largest-contentful-paint', buffered: true });
              }),
          );
          expect(lcp, 'the browser reports an LCP element').not.toBeNull();
          if (lcp?.tag === 'IMG') {
            expect(lcp.loading, `${lcp.src} is the LCP image`).not.toBe('lazy');
            expect(lcp.fetchPriority, `${lcp.src} is the LCP image`).toBe('high');
          }
          if (lcp?.tag === 'VIDEO') {
            // The poster is what paints first; it must be named in the HTML for the preload scanner.
            const preload = page.locator(`link[rel=preload][as=image][href="${lcp.poster}"]`);
            await expect(preload, `${lcp.poster} is the LCP poster`).toHaveCount(1);
          }
        });
      }
    });
  }
}
