import type { Page } from '@playwright/test';

/**
 * Where a hash target ends up once a (smooth) scroll has come to rest: unmoved for 10 frames (a
 * smooth scroll moves every frame).
 */
export async function settledTop(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (target) =>
      new Promise<number>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const look = () => {
          const top = Math.round(
            document.getElementById(target)?.getBoundingClientRect().top ?? -1,
          );
          still = top === last ? still + 1 : 0;
          last = top;
          if (still >= 10) resolve(top);
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
    id,
  );
}

/** Records the scroll position of every frame into `window.__scrolls` (runs in the page). */
function recordEveryFrame() {
  const seen: number[] = [];
  (window as unknown as { __scrolls: number[] }).__scrolls = seen;
  const record = () => {
    seen.push(Math.round(window.scrollY));
    requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
}

/** Starts recording the scroll position of every frame, from now on. */
export async function recordScrolls(page: Page): Promise<void> {
  await page.evaluate(recordEveryFrame);
}

/** The same, from the page's first frame on: call before `page.goto`. */
export async function recordScrollsFromTheStart(page: Page): Promise<void> {
  await page.addInitScript(recordEveryFrame);
}

/**
 * How many frames showed a position between the start and where the scroll came to rest: a jump
 * shows none (0, then the target), a smooth scroll several.
 */
export async function framesOnTheWay(page: Page): Promise<number> {
  const final = await page.evaluate(() => Math.round(window.scrollY));
  const seen = await page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);
  return seen.filter((y) => y > 0 && y < final).length;
}
