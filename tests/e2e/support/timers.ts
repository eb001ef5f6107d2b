import type { Page } from '@playwright/test';

/**
 * Lets the page's timers run `ms` ahead at once (Playwright's clock, installed before the page
 * loads), then waits for a frame so whatever they changed has rendered. A check that nothing
 * moved then covers the moment a rotation would have happened, without sleeping through it.
 */
export async function runTimersFor(page: Page, ms: number): Promise<void> {
  await page.clock.fastForward(ms);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}
