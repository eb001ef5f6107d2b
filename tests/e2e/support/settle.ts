import type { Page } from '@playwright/test';

/**
 * Waits for running finite animations and transitions (a tab fading to its selected colours,
 * the menu sliding in) to end: what is measured mid-transition is neither the state before nor
 * after. Endless ones (a pulsing "live" dot) are left running; two seconds at most.
 */
export async function settleTransitions(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((done) => setTimeout(done, 2_000)),
    ]),
  );
}
