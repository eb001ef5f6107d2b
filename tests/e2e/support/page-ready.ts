import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page (its fibers are attached to <main>), so checks see
 * the page as a visitor uses it rather than the server HTML before hydration.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** Opens a URL and waits for hydration. */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}
