import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { leadingSlide } from './support/carousel-state';
import { test, expect } from './support/console-guard';
import { openPage } from './support/page-ready';

/**
 * prefers-reduced-motion: reduce (issue 11): nothing plays by itself (hero video, carousels,
 * CSS animations such as the news "live" dot) and nothing scrolls smoothly. Time is moved on
 * with Playwright's clock instead of waiting for it.
 */
const MOVING_SECTIONS = [
  'video-hero',
  'feature-carousel',
  'format-carousel',
  'badge-banner',
  'team',
  'news-list',
  'launch-countdown',
];
const pagesDir = join(import.meta.dirname, '..', '..', 'pages');
const movingPages = readdirSync(pagesDir)
  .filter((file) => file.endsWith('.json') && file !== 'site.json')
  .map(
    (file) =>
      JSON.parse(readFileSync(join(pagesDir, file), 'utf8')) as {
        path: string;
        sections: { type: string }[];
      },
  )
  .filter((page) => page.sections.some((s) => MOVING_SECTIONS.includes(s.type)))
  .map((page) => page.path)
  .sort();

/** Positions of every carousel, and the state of every video. */
async function motionState(page: Page) {
  const carousels = page.locator('[data-carousel]');
  const positions: number[] = [];
  for (let i = 0; i < (await carousels.count()); i++)
    positions.push(await leadingSlide(carousels.nth(i)));
  const videos = await page.locator('video').evaluateAll((list) =>
    (list as HTMLVideoElement[]).map((v) => ({
      paused: v.paused,
      autoplay: v.autoplay,
      time: v.currentTime,
    })),
  );
  return { positions, videos };
}

/** Records every vertical scroll position the window passes through. */
async function recordScrolling(page: Page) {
  await page.evaluate(async () => {
    // Let the scroll events of earlier scrolling fire first (they arrive with the next frame).
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const seen: number[] = [];
    (window as unknown as { scrollLog: number[] }).scrollLog = seen;
    window.addEventListener('scroll', () => seen.push(Math.round(window.scrollY)));
  });
  // Scroll events are dispatched with the next animation frame after the scroll, so reading the
  // log right after the position changed can come too early: wait for at least one event and
  // two more frames (in which any further smooth-scroll steps would have been logged).
  return async () => {
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { scrollLog: number[] }).scrollLog.length),
      )
      .toBeGreaterThan(0);
    return page.evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return (window as unknown as { scrollLog: number[] }).scrollLog;
    });
  };
}

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 375, height: 800 } });

  for (const path of movingPages) {
    test(`${path}: nothing moves by itself`, async ({ page }) => {
      await page.clock.install();
      await openPage(page, path);
      const rotation = page.locator('[data-carousel-rotation]');
      for (let i = 0; i < (await rotation.count()); i++)
        await expect(rotation.nth(i)).toHaveAttribute('data-carousel-rotation', 'paused');
      const before = await motionState(page);
      await page.clock.runFor(10_000);
      const after = await motionState(page);
      expect(after.positions).toEqual(before.positions);
      for (const video of after.videos)
        expect(video).toEqual({ paused: true, autoplay: false, time: 0 });
      const running = await page.evaluate(() =>
        document
          .getAnimations()
          // A colour change (a topic button once the topics arrive) still starts a transition,
          // of 0.01 ms under reduced motion: not motion, though it may be caught running.
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              Number(animation.effect?.getComputedTiming().duration ?? 0) > 1,
          )
          .map((animation) => (animation.effect as KeyframeEffect | null)?.target?.nodeName),
      );
      expect(running, 'CSS animations still running').toEqual([]);
      const smooth = await page.evaluate(
        () =>
          [document.documentElement, ...document.querySelectorAll('*')].filter(
            (el) => getComputedStyle(el).scrollBehavior === 'smooth',
          ).length,
      );
      expect(smooth, 'elements with scroll-behavior: smooth').toBe(0);
    });
  }

  test('a link to an anchor jumps there without smooth scrolling', async ({ page }) => {
    await openPage(page, '/lawyers');
    const scrolled = await recordScrolling(page);
    await page.locator('a[href$="#offer"]').first().click();
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.round(document.getElementById('offer')!.getBoundingClientRect().top),
        ),
      )
      .toBe(50);
    // One jump: every scroll event already reports the final position.
    expect(new Set(await scrolled()).size).toBe(1);
  });

  test('the footer "to top" button on home jumps to the top', async ({ page }) => {
    await openPage(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolled = await recordScrolling(page);
    // A click event, not a mouse click: Playwright would first scroll the button into view.
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: /Nach oben/ })
      .dispatchEvent('click');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await scrolled()).toEqual([0]);
  });
});

test('without the preference the same clock does move a carousel (the check above can fail)', async ({
  page,
}) => {
  await page.clock.install();
  await openPage(page, '/products/enterprise');
  const carousel = page.locator('[data-carousel]').first();
  await expect(carousel.locator('[data-carousel-rotation]')).toHaveAttribute(
    'data-carousel-rotation',
    'playing',
  );
  const before = await leadingSlide(carousel);
  await page.clock.runFor(5_000);
  expect(await leadingSlide(carousel)).not.toBe(before);
});
