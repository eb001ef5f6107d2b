/**
 * `npm run perf [-- --runs 3 --only /faq --routes /,/en/faq --skip-build --throttling devtools]`: builds, serves the
 * production build, runs Lighthouse (mobile) on every route in both languages (median of the
 * runs), prints scores, FCP, LCP and their gap (simulated, and as seen in the trace), TBT, CLS
 * and initial JS/CSS (gzip) per route, and exits 1 when a budget is missed. `--only` keeps the routes containing a text, `--routes` exactly those listed
 * (for A/B runs on a few pages). `--throttling devtools` slows the browser itself instead of
 * simulating (decision 268): its FCP and LCP are what a slowed browser painted; the budgets are
 * set for the simulated default, so that mode prints the figures and checks no budget.
 * Each route is measured in its address's language (a German and an English browser).
 * PERF_PORT and PERF_CHROMIUM_PORT (and the port after it) let two runs share a machine.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_LANGUAGE, type Language } from '../src/content/locales';
import { splitLanguage } from '../src/content/routes';
import { chromiumExecutable } from '../tests/e2e/support/chromium';
import { BUDGETS } from './perf/budgets';
import { serveBuild } from './quality/serve-build';
import { gzipBytes, initialAssets, isFrameworkChunk } from './perf/initial-assets';
import {
  median,
  runLighthouse,
  startChromium,
  type LighthouseFigures,
  type Throttling,
} from './perf/lighthouse-run';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    routes: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    throttling: { type: 'string', default: 'simulate' },
  },
});
const throttling = args.throttling as Throttling;
if (throttling !== 'simulate' && throttling !== 'devtools') {
  console.error(`--throttling is simulate or devtools, not ${throttling}`);
  process.exit(2);
}
const outDir = resolve(process.env.BUILD_OUT_DIR ?? '.tmp/perf-dist');
const clientDir = join(outDir, 'client');
const port = Number(process.env.PERF_PORT ?? 4390);
const chromiumPort = Number(process.env.PERF_CHROMIUM_PORT ?? 9333);

let buildSeconds = NaN;
if (!args['skip-build']) {
  const started = performance.now();
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, BUILD_OUT_DIR: outDir },
  });
  if (build.status !== 0) process.exit(1);
  buildSeconds = (performance.now() - started) / 1000;
}

const listed = args.routes?.split(',').map((route) => route.trim());
const routes = listRoutes(clientDir).filter(
  (r) => (!args.only || r.includes(args.only)) && (!listed || listed.includes(r)),
);

// The real server on the build, as the site runs (scripts/quality/serve-build.ts).
const server = await serveBuild(clientDir, port);
// One browser per language, so each route is measured in the language of its address.
const browsers: Record<Language, { port: number; acceptLanguage: string }> = {
  de: { port: chromiumPort, acceptLanguage: 'de-DE,de' },
  en: { port: chromiumPort + 1, acceptLanguage: 'en-GB,en' },
};
const chromiums = await Promise.all(
  Object.values(browsers).map(({ port: debugPort, acceptLanguage }) =>
    startChromium(chromiumExecutable(), debugPort, acceptLanguage),
  ),
);
const failures: string[] = [];
try {
  const rows: string[][] = [];
  const benchmarkIndexes: number[] = [];
  for (const route of routes) {
    const runs: LighthouseFigures[] = [];
    for (let i = 0; i < Number(args.runs); i++)
      runs.push(
        await runLighthouse(
          `http://127.0.0.1:${port}${route}`,
          browsers[splitLanguage(route).language ?? DEFAULT_LANGUAGE].port,
          throttling,
        ),
      );
    const m = (key: keyof LighthouseFigures) => median(runs.map((r) => r[key]));
    benchmarkIndexes.push(...runs.map((r) => r.benchmarkIndex));
    const html = readFileSync(join(clientDir, route === '/' ? '' : route, 'index.html'), 'utf8');
    const assets = initialAssets(html);
    const jsKb = gzipBytes(clientDir, assets.js) / 1024;
    const frameworkKb = gzipBytes(clientDir, assets.js.filter(isFrameworkChunk)) / 1024;
    const cssKb = gzipBytes(clientDir, assets.css) / 1024;
    const indexable = html.includes('name="robots" content="index');
    const check = (ok: boolean, what: string) =>
      ok || throttling !== 'simulate' || failures.push(`${route}: ${what}`);
    check(m('performance') >= BUDGETS.performance, `performance ${m('performance')}`);
    check(m('accessibility') >= BUDGETS.accessibility, `accessibility ${m('accessibility')}`);
    check(m('bestPractices') >= BUDGETS.bestPractices, `best practices ${m('bestPractices')}`);
    check(!indexable || m('seo') >= BUDGETS.seoIndexable, `SEO ${m('seo')}`);
    check(m('lcpMs') <= BUDGETS.lcpMs, `LCP ${Math.round(m('lcpMs'))} ms`);
    check(m('tbtMs') <= BUDGETS.tbtMs, `TBT ${Math.round(m('tbtMs'))} ms`);
    check(m('cls') <= BUDGETS.cls, `CLS ${m('cls').toFixed(3)}`);
    check(
      jsKb - frameworkKb <= BUDGETS.jsBeyondFrameworkKb,
      `JS beyond framework ${(jsKb - frameworkKb).toFixed(1)} KB`,
    );
    check(jsKb <= BUDGETS.jsTotalKb, `initial JS ${jsKb.toFixed(1)} KB`);
    check(cssKb <= BUDGETS.cssKb, `CSS ${cssKb.toFixed(1)} KB`);
    const row = [
      route,
      m('performance'),
      m('accessibility'),
      m('bestPractices'),
      indexable ? m('seo') : `(${m('seo')})`,
      Math.round(m('fcpMs')),
      Math.round(m('lcpMs')),
      Math.round(m('lcpMs') - m('fcpMs')),
      Math.round(m('observedGapMs')),
      Math.round(m('tbtMs')),
      m('cls').toFixed(3),
      frameworkKb.toFixed(1),
      (jsKb - frameworkKb).toFixed(1),
      jsKb.toFixed(1),
      cssKb.toFixed(1),
    ].map(String);
    rows.push(row);
    console.log(row.join('\t'));
  }
  console.log(
    // The same build scores differently on a slower machine (issue 17's closing notes): say which.
    `\nLighthouse benchmarkIndex of this machine (median of all runs, higher is faster): ${Math.round(median(benchmarkIndexes))}`,
  );
  console.log(
    `\n${table(['route', 'perf', 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'LCP-FCP ms', 'seen gap ms', 'TBT ms', 'CLS', 'framework KB', 'beyond KB', 'JS KB', 'CSS KB'], rows)}`,
  );
} finally {
  for (const chromium of chromiums) chromium.kill();
  await server.stop();
}
if (!Number.isNaN(buildSeconds)) {
  console.log(`build: ${buildSeconds.toFixed(1)} s (budget ${BUDGETS.buildSeconds} s)`);
  if (buildSeconds > BUDGETS.buildSeconds) failures.push(`build took ${buildSeconds.toFixed(1)} s`);
}
if (throttling !== 'simulate')
  console.log(
    `\nbudgets of the pages not checked: they are set for the simulated default, this run slowed the browser`,
  );
if (failures.length || throttling === 'simulate')
  console.log(
    failures.length
      ? `\n✖ ${failures.length} budget(s) missed:\n  ${failures.join('\n  ')}`
      : `\n✔ all budgets met on ${routes.length} routes`,
  );
process.exit(failures.length ? 1 : 0);

function listRoutes(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d)) {
      const path = join(d, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry === 'index.html')
        out.push(`/${relative(dir, d).split(sep).join('/')}`.replace(/\/$/, '') || '/');
    }
  };
  walk(dir);
  // Aliases show their page; the admin screens are not a public page (noindex, own bundle).
  const skipped = new Set(['/blog', '/en/blog', '/admin', '/en/admin']);
  return out.filter((r) => !skipped.has(r)).sort();
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [
    line(head),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}
