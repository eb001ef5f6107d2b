import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every page in these tests fails on a console error, an uncaught exception or a React
 * hydration warning, so no route can quietly log one. To open a site page and wait for its
 * hydration, use `openPage`/`reloadPage` (support/page-ready.ts).
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        const isHydration = /hydrat|did not match|server rendered/i.test(text);
        // The 404 document itself is served with status 404; Chromium logs that as a resource error.
        const isExpected404 =
          /status of 404/.test(text) && page.url().match(/does-not-exist|__missing__/);
        if ((message.type() === 'error' && !isExpected404) || isHydration)
          problems.push(`${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    lang: document.documentElement.lang,
    canonical: document.querySelector('link[rel=canonical]')?.getAttribute('href') ?? null,
    robots: document.querySelector('meta[name=robots]')?.getAttribute('content') ?? null,
    description: document.querySelector('meta[name=description]')?.getAttribute('content') ?? null,
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
  }));
}
