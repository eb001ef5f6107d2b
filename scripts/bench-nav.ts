/**
 * `npm run bench:nav [-- --runs 20 --skip-build]`: how fast the next page shows, on a phone-like
 * CPU (Chromium, 4x throttling), from a click on a footer link to the new page's h1 painted:
 *
 * - preloaded: the pointer rested on the link first (its page's data and code loaded),
 * - cold: the first sign of the link is the click (nothing loaded; a fresh browser profile),
 * - full page load of the same page in a fresh profile, for comparison (first paint of its h1,
 *   and hydrated).
 *
 * Each run opens a start page in a new browser context (empty cache), so runs do not help
 * each other. Prints median and p95 per kind and the ratios against the full page load.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumExecutable } from '../tests/e2e/support/chromium';
import { serveBuild } from './quality/serve-build';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
const outDir = resolve(process.env.BUILD_OUT_DIR ?? '.tmp/bench-nav-dist');
const port = Number(process.env.BENCH_NAV_PORT ?? 4395);
const THROTTLE = 4;

/** Start page and the footer links followed from it (targets rotate across runs). */
const START = '/faq';
const TARGETS = ['/values', '/imprint', '/about', '/references', '/grant', '/news', '/contact'];

if (!args['skip-build']) {
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, BUILD_OUT_DIR: outDir },
  });
  if (build.status !== 0) process.exit(1);
}

async function openThrottled(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({
    locale: 'de-DE',
    viewport: { width: 412, height: 823 },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return page;
}

/**
 * Clicks the footer link to `target` (no pointer events before it) and times its h1's paint:
 * the h1 is checked in each frame's animation callback, which runs before that frame is drawn,
 * and a task queued there runs once the frame is painted. `nextFrame` is the older, coarser
 * figure: one more frame after that (kept for comparison with earlier runs).
 */
async function timeClick(
  page: Page,
  target: string,
): Promise<{ painted: number; nextFrame: number }> {
  return page.evaluate(async (href) => {
    const link = document.querySelector<HTMLAnchorElement>(`footer a[href="${href}"]`);
    if (!link) throw new Error(`no footer link to ${href}`);
    const before = document.querySelector('main h1')?.textContent;
    const started = performance.now();
    link.click();
    // A plain loop (tsx would wrap a named helper in a function the page does not have).
    for (;;) {
      const shown = await new Promise<boolean>((done) =>
        requestAnimationFrame(() => {
          const h1 = document.querySelector('main h1');
          if (location.pathname === href && h1 && h1.textContent !== before)
            setTimeout(() => done(true), 0);
          else done(false);
        }),
      );
      if (shown) break;
    }
    const painted = performance.now() - started;
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    return { painted, nextFrame: performance.now() - started };
  }, target);
}

type ClickTimes = Awaited<ReturnType<typeof timeClick>>;

async function preloaded(browser: Browser, target: string): Promise<ClickTimes> {
  const page = await openThrottled(browser, origin + START);
  await page.locator(`footer a[href="${target}"]`).hover();
  await page.waitForLoadState('networkidle');
  const ms = await timeClick(page, target);
  await page.context().close();
  return ms;
}

async function cold(browser: Browser, target: string): Promise<ClickTimes> {
  const page = await openThrottled(browser, origin + START);
  const ms = await timeClick(page, target);
  await page.context().close();
  return ms;
}

async function fullLoad(
  browser: Browser,
  target: string,
): Promise<{ paint: number; hydrated: number }> {
  const page = await openThrottled(browser, origin + target);
  const figures = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const hydrated = Number(document.documentElement.dataset.hydratedAt ?? NaN);
    return { paint, hydrated };
  });
  await page.context().close();
  return figures;
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return { median: at(0.5), p95: at(0.95) };
};

const server = await serveBuild(join(outDir, 'client'), port);
const origin = server.origin;
const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const results = {
    preloaded: [] as number[],
    cold: [] as number[],
    preloadedNextFrame: [] as number[],
    coldNextFrame: [] as number[],
    paint: [] as number[],
    hydrated: [] as number[],
  };
  for (let i = 0; i < runs; i++) {
    const target = TARGETS[i % TARGETS.length] as string;
    const warm = await preloaded(browser, target);
    results.preloaded.push(warm.painted);
    results.preloadedNextFrame.push(warm.nextFrame);
    const first = await cold(browser, target);
    results.cold.push(first.painted);
    results.coldNextFrame.push(first.nextFrame);
    const full = await fullLoad(browser, target);
    results.paint.push(full.paint);
    results.hydrated.push(full.hydrated);
    process.stdout.write('.');
  }
  const rows = [
    ['in-app, preloaded link (goal: median ≤ 100 ms)', stats(results.preloaded)],
    ['in-app, cold link (goal: median ≤ 400 ms)', stats(results.cold)],
    ['in-app, preloaded, one frame later (older measure)', stats(results.preloadedNextFrame)],
    ['in-app, cold, one frame later (older measure)', stats(results.coldNextFrame)],
    ['full page load: h1 painted (FCP)', stats(results.paint)],
    ['full page load: hydrated', stats(results.hydrated)],
  ] as const;
  console.log(
    `\n\n${runs} runs each, Chromium with ${THROTTLE}x CPU throttling, 412x823, from ${START}\n`,
  );
  console.log('| navigation | median ms | p95 ms |');
  console.log('|---|---|---|');
  for (const [name, s] of rows)
    console.log(`| ${name} | ${s.median.toFixed(0)} | ${s.p95.toFixed(0)} |`);
  const full = stats(results.paint).median;
  console.log(
    `\nratio to a full page load's first paint (median): preloaded ${(stats(results.preloaded).median / full).toFixed(2)}, cold ${(stats(results.cold).median / full).toFixed(2)}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
