import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** First contentful paint: beside LCP, the gap says whether a later paint (a font swap) became the largest. */
  fcpMs: number;
  lcpMs: number;
  /**
   * LCP minus FCP in the unthrottled trace the simulation starts from: 0 when the first paint
   * already is the largest (decision 245). The simulated gap can be larger where requests that
   * finished before that paint (the preloaded font above all) are counted for LCP only (268).
   */
  observedGapMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's CPU benchmark of this machine (higher is faster): TBT and the score follow it. */
  benchmarkIndex: number;
}

/**
 * A headless Chromium for the runs of one language, driven by Lighthouse over its debugging port.
 * Its `--accept-lang` sets both the Accept-Language header and `navigator.language`: the server
 * and the page's start script pick an unprefixed URL's language from them, so a browser that
 * speaks English would be served, and measure, the English page at a German address.
 */
export async function startChromium(
  executable: string,
  port: number,
  acceptLanguage: string,
): Promise<ChildProcess> {
  const child = spawn(
    executable,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--accept-lang=${acceptLanguage}`,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${mkdtempSync(join(tmpdir(), 'perf-chromium-'))}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/json/version`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('Chromium did not open its debugging port');
}

/**
 * How the phone's line and CPU are slowed: `simulate` (Lighthouse's default, the budgets' basis)
 * loads at full speed and computes the metrics with its model; `devtools` slows the browser
 * itself (4G latency and bandwidth, 4x CPU) and reports what it painted (decision 268).
 */
export type Throttling = 'simulate' | 'devtools';

/** Lighthouse's mobile preset on one URL. */
export async function runLighthouse(
  url: string,
  port: number,
  throttlingMethod: Throttling = 'simulate',
): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    throttlingMethod,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const failed = result.lhr.runtimeError;
  if (failed) throw new Error(`Lighthouse on ${url}: ${failed.code} ${failed.message}`);
  // The page in another language (the start script moved it to its /en address) is not this route.
  const shown = new URL(result.lhr.finalDisplayedUrl).pathname;
  if (shown !== new URL(url).pathname)
    throw new Error(`${url} ended at ${shown}: measured another page`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? Infinity,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Infinity,
    observedGapMs: observedGap(audits['metrics']?.details),
    tbtMs: audits['total-blocking-time']?.numericValue ?? Infinity,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Infinity,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

function observedGap(details: unknown): number {
  const observed = (details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
  const fcp = observed?.observedFirstContentfulPaint;
  const lcp = observed?.observedLargestContentfulPaint;
  return fcp === undefined || lcp === undefined ? Infinity : lcp - fcp;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
