/**
 * `npm run bench:scale -- --pages 2000 [--pages 5000] [--dev]`: does what a visitor downloads,
 * and what a build costs, grow with the number of pages (issue 26)?
 *
 * For 0 extra pages and for each --pages N, in a scratch copy of the project: N copies of the
 * values page (each with its own path and locale files), then `validate` and `build` timed, the
 * build's peak memory (/usr/bin/time -v), the HTML files written and the initial JavaScript
 * (gzip) of three fixed pages. With --dev: the dev server's start time and how long a page edit
 * takes to show in the browser. Prints one table for all sizes, measured in the same run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipBytes, initialAssets } from './perf/initial-assets';
import { measureDevServer } from './scale/dev-server-timing';
import { scratchProject } from './scale/scratch-project';

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', multiple: true, default: ['2000'] },
    dev: { type: 'boolean', default: false },
  },
});
const sizes = [0, ...args.pages.map(Number)];
const FIXED_PAGES = ['faq/index.html', 'index.html', 'news/ffg-foerdert-prol/index.html'];

function timed(command: string[], cwd: string): { seconds: number; peakMb: number; ok: boolean } {
  const started = performance.now();
  const run = spawnSync('/usr/bin/time', ['-v', process.execPath, '--import', 'tsx', ...command], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, BUILD_OUT_DIR: join(cwd, 'dist') },
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)?.[1] ?? NaN);
  if (run.status !== 0) console.error(run.stdout.slice(-2000), run.stderr.slice(-2000));
  return { seconds, peakMb: peakKb / 1024, ok: run.status === 0 };
}

function countHtml(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) count += countHtml(path);
    else if (entry.endsWith('.html')) count++;
  }
  return count;
}

interface Row {
  extra: number;
  html: number;
  validate: number;
  build: number;
  peakMb: number;
  js: number[];
  devStart?: number;
  devEdit?: number;
}

const rows: Row[] = [];
for (const extra of sizes) {
  process.stdout.write(`${extra} extra pages: preparing… `);
  const root = scratchProject(extra);
  try {
    const validate = timed(['scripts/validate.ts'], root);
    process.stdout.write(`validate ${validate.seconds.toFixed(1)} s… `);
    const build = timed(['scripts/build.ts'], root);
    if (!validate.ok || !build.ok) throw new Error(`validate or build failed at ${extra} pages`);
    const client = join(root, 'dist', 'client');
    const js = FIXED_PAGES.map((file) => {
      const html = readFileSync(join(client, file), 'utf8');
      return gzipBytes(client, initialAssets(html).js) / 1024;
    });
    const row: Row = {
      extra,
      html: countHtml(client),
      validate: validate.seconds,
      build: build.seconds,
      peakMb: build.peakMb,
      js,
    };
    if (args.dev) Object.assign(row, await measureDevServer(root, spawn));
    rows.push(row);
    console.log(`build ${build.seconds.toFixed(1)} s, ${build.peakMb.toFixed(0)} MB`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const head = [
  'Extra pages',
  'HTML files',
  '`npm run validate`',
  '`npm run build`',
  'build peak memory',
  ...FIXED_PAGES.map((f) => `initial JS ${f.replace('/index.html', '') || '/'}`),
  ...(args.dev ? ['dev server start', 'page edit shown'] : []),
];
console.log(`\n| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
for (const row of rows)
  console.log(
    `| ${[
      row.extra.toLocaleString('en'),
      row.html.toLocaleString('en'),
      `${row.validate.toFixed(1)} s`,
      `${row.build.toFixed(1)} s`,
      `${row.peakMb.toFixed(0)} MB`,
      ...row.js.map((kb) => `${kb.toFixed(1)} KB`),
      ...(args.dev
        ? [`${row.devStart?.toFixed(1)} s`, `${((row.devEdit ?? NaN) * 1000).toFixed(0)} ms`]
        : []),
    ].join(' | ')} |`,
  );
mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/bench-scale.json', JSON.stringify(rows, null, 2));
