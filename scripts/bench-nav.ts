/**
 * `npm run bench:nav [-- --runs 20 --skip-build]`: how fast the next page shows, on a phone-like
 * CPU (Chromium, 4x throttling), from a click on a footer link to the new page's h1 on screen:
 *
 * - preloaded: the pointer rested on the link first (its page's data and code loaded),
 * - cold: the first sign of the link is the click (nothing loaded; a fresh browser profile),
 * - browser floor: the same click, but the new page's prerendered first section (the part a
 *   click draws first, decision 214) is swapped in by plain DOM calls, parsed beforehand: no
 *   framework, no router, nothing to fetch. What is left is the browser's own work (style,
 *   layout, paint, presentation), which no implementation on this machine can go below,
 * - full page load of the same page in a fresh profile, for comparison (first paint of its h1,
 *   and hydrated).
 *
 * "On screen" is the Element Timing API's render time of the new h1: the moment the frame
 * showing it was presented, the same kind of time stamp as a full load's first contentful paint.
 * The older figure (the h1 seen in an animation frame, then a task) is printed beside it.
 *
 * Each run opens a start page in a new browser context (empty cache), so runs do not help
 * each other. Prints median and p95 per kind and the ratios.
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
 * Clicks the footer link to `target` (no pointer events before it) and times its h1:
 * `shown` is the h1's Element Timing render time (the presented frame that first shows it; the
 * attribute is set by a mutation observer, which runs after the DOM change and before the
 * frame). `inDocument` is when that observer saw it: the script's work (router, React, the
 * floor's swap) is done, the browser's (style, layout, paint) is not. `painted` is the older
 * figure: the h1 seen in a frame's animation callback, then a task (it also counts tasks queued
 * before that one).
 */
async function timeClick(
  page: Page,
  target: string,
): Promise<{ shown: number; inDocument: number; painted: number }> {
  return page.evaluate(async (href) => {
    const link = document.querySelector<HTMLAnchorElement>(`footer a[href="${href}"]`);
    if (!link) throw new Error(`no footer link to ${href}`);
    const before = document.querySelector('main h1');
    const rendered: number[] = [];
    let inDocument = NaN;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        rendered.push((entry as PerformanceEntry & { renderTime: number }).renderTime);
    }).observe({ type: 'element' });
    new MutationObserver(() => {
      const h1 = document.querySelector('main h1');
      if (h1 && h1 !== before && !h1.hasAttribute('elementtiming')) {
        h1.setAttribute('elementtiming', 'next-page-h1');
        inDocument = performance.now();
      }
    }).observe(document.body, { childList: true, subtree: true });
    const started = performance.now();
    link.click();
    // A plain loop (tsx would wrap a named helper in a function the page does not have).
    for (;;) {
      const seen = await new Promise<boolean>((done) =>
        requestAnimationFrame(() => {
          const h1 = document.querySelector('main h1');
          if (location.pathname === href && h1 && h1 !== before) setTimeout(() => done(true), 0);
          else done(false);
        }),
      );
      if (seen) break;
    }
    const painted = performance.now() - started;
    for (let wait = 0; wait < 100 && rendered.length === 0; wait++)
      await new Promise((done) => setTimeout(done, 20));
    return { shown: (rendered[0] ?? NaN) - started, inDocument: inDocument - started, painted };
  }, target);
}

type ClickTimes = Awaited<ReturnType<typeof timeClick>>;

/** The pointer rests on the link (the app preloads its page), `prepare` runs, then the click. */
async function preloaded(
  browser: Browser,
  target: string,
  prepare: (page: Page) => Promise<void> = async () => {},
): Promise<ClickTimes> {
  const page = await openThrottled(browser, origin + START);
  await page.locator(`footer a[href="${target}"]`).hover();
  await prepare(page);
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

/**
 * The browser floor: the target's prerendered HTML is fetched and parsed, and its first section
 * (with a screen-high space after it, as the app draws it) imported into this document before
 * the click. The click is caught before React sees it and swaps that in for `<main>`.
 */
async function floor(browser: Browser, target: string): Promise<ClickTimes> {
  return preloaded(browser, target, (page) =>
    page.evaluate(async (href) => {
      const html = await (await fetch(href)).text();
      const parsed = new DOMParser().parseFromString(html, 'text/html');
      const parsedMain = parsed.querySelector('main');
      const first = parsedMain?.firstElementChild;
      if (!parsedMain || !first) throw new Error(`${href} has no main section`);
      const next = document.importNode(parsedMain, false);
      next.append(document.importNode(first, true));
      const space = document.createElement('div');
      space.style.height = '100vh';
      next.append(space);
      window.addEventListener(
        'click',
        (event) => {
          event.preventDefault();
          event.stopImmediatePropagation();
          history.pushState(null, '', href);
          document.title = parsed.title;
          document.querySelector('main')?.replaceWith(next);
          window.scrollTo(0, 0);
        },
        { capture: true, once: true },
      );
    }, target),
  );
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
  const clicks = {
    preloaded: [] as ClickTimes[],
    cold: [] as ClickTimes[],
    floor: [] as ClickTimes[],
  };
  const fullLoads: Awaited<ReturnType<typeof fullLoad>>[] = [];
  for (let i = 0; i < runs; i++) {
    const target = TARGETS[i % TARGETS.length] as string;
    clicks.preloaded.push(await preloaded(browser, target));
    clicks.cold.push(await cold(browser, target));
    clicks.floor.push(await floor(browser, target));
    fullLoads.push(await fullLoad(browser, target));
    process.stdout.write('.');
  }
  const of = (kind: keyof typeof clicks, figure: keyof ClickTimes) =>
    clicks[kind].map((times) => times[figure]);
  const rows = [
    ['in-app, preloaded link: h1 on screen (goal: median ≤ 100 ms)', of('preloaded', 'shown')],
    ['in-app, cold link: h1 on screen (goal: median ≤ 400 ms)', of('cold', 'shown')],
    ['browser floor: prerendered first section swapped in by plain DOM', of('floor', 'shown')],
    ['in-app, preloaded: h1 in the document (script work done)', of('preloaded', 'inDocument')],
    ['in-app, cold: h1 in the document (script work done)', of('cold', 'inDocument')],
    ['browser floor: h1 in the document (swap done)', of('floor', 'inDocument')],
    [
      'in-app, preloaded: h1 seen in a frame, then a task (older measure)',
      of('preloaded', 'painted'),
    ],
    ['in-app, cold: h1 seen in a frame, then a task (older measure)', of('cold', 'painted')],
    ['full page load: h1 painted (FCP)', fullLoads.map((load) => load.paint)],
    ['full page load: hydrated', fullLoads.map((load) => load.hydrated)],
  ] as const;
  console.log(
    `\n\n${runs} runs each, Chromium with ${THROTTLE}x CPU throttling, 412x823, from ${START}\n`,
  );
  console.log('| navigation | median ms | p95 ms | runs without a figure |');
  console.log('|---|---|---|---|');
  for (const [name, values] of rows) {
    const s = stats(values.filter(Number.isFinite));
    const missing = values.filter((value) => !Number.isFinite(value)).length;
    console.log(`| ${name} | ${s.median.toFixed(0)} | ${s.p95.toFixed(0)} | ${missing} |`);
  }
  const median = (values: number[]) => stats(values.filter(Number.isFinite)).median;
  const full = median(fullLoads.map((load) => load.paint));
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  console.log(
    `\nratios of medians: preloaded / full load's first paint ${ratio(median(of('preloaded', 'shown')), full)}, ` +
      `cold / full load's first paint ${ratio(median(of('cold', 'shown')), full)}, ` +
      `preloaded / browser floor ${ratio(median(of('preloaded', 'shown')), median(of('floor', 'shown')))}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
