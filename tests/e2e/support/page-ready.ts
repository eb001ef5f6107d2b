import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the whole page (the root layout marks <html data-hydrated> in
 * an effect, after the commit), so checks see the page as a visitor uses it rather than the server
 * HTML before hydration. Fibers on <main> are not enough: hydration is an interruptible
 * transition, and its render reaches <main> before event handlers are committed.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Opens a URL and waits for hydration. */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/**
 * Makes `page.goto` and `page.reload` on the built site (the `baseURL` server) return only once
 * the page is hydrated. Our pages paint first and hydrate after (decision 007); a test that
 * clicks at once would otherwise click the server HTML. The dev server is left alone: its
 * tests look at error overlays, where nothing hydrates.
 */
export function waitForHydrationAfterNavigation(page: Page, baseURL: string | undefined): void {
  if (!baseURL) return;
  const origin = new URL(baseURL).origin;
  const wrap =
    <A extends unknown[], R extends { url(): string } | null>(
      navigate: (...args: A) => Promise<R>,
    ) =>
    async (...args: A): Promise<R> => {
      const response = await navigate(...args);
      const isSitePage =
        response !== null &&
        new URL(response.url()).origin === origin &&
        (await page.evaluate(() => !!document.getElementById('root')));
      if (isSitePage) await waitForHydration(page);
      return response;
    };
  page.goto = wrap(page.goto.bind(page));
  page.reload = wrap(page.reload.bind(page));
}
