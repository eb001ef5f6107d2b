import type { Page, Response } from '@playwright/test';

/**
 * Waits until React has hydrated the whole page (the root layout marks <html data-hydrated> in
 * an effect, after the commit), so checks see the page as a visitor uses it rather than the server
 * HTML before hydration. Fibers on <main> are not enough: hydration is an interruptible
 * transition, and its render reaches <main> before event handlers are committed.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * A site page holds the app in `#root` (start/document.ts); the admin screens, the dev server's
 * error overlays and plain files do not, and nothing there sets `data-hydrated`.
 */
async function waitIfSitePage(page: Page): Promise<void> {
  if (await page.evaluate(() => !!document.getElementById('root'))) await waitForHydration(page);
}

/**
 * Opens a URL and returns once a site page is hydrated. Our pages paint first and hydrate after
 * (decision 007); a test that clicks at once would otherwise click the server HTML. Not for a
 * context without JavaScript (nothing hydrates there): use `page.goto`.
 */
export async function openPage(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitIfSitePage(page);
  return response;
}

/** Reloads the page and returns once a site page is hydrated again (see `openPage`). */
export async function reloadPage(page: Page): Promise<Response | null> {
  const response = await page.reload();
  await waitIfSitePage(page);
  return response;
}
