/**
 * `npm run build`: validate content, build the browser and prerender bundles, render every
 * route in German and English to static HTML in dist/client, then the sitemap and the
 * pre-compressed files. Each heavy phase runs in a process of its own, one after the other
 * (the prerender in two at once on two cores): a phase's memory is returned before the next
 * starts, so the peak is the largest phase's, not their sum (issue 26). Prints each phase's
 * time and peak memory.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { contentToday } from '../src/content/node/content-today';
import { exampleAddressReport } from './build/example-address-report';
import { meterPhase } from './build/phase-meter';
import { precompressSite } from './prerender/precompress';
import { checkStructuredData, formatProblem } from './quality/structured-data-check';
import { writeSitemap } from './prerender/sitemap';

const started = performance.now();
// BUILD_OUT_DIR lets parallel test runs build into their own folder; the default is dist/.
const outDir = resolve(process.env.BUILD_OUT_DIR ?? 'dist');
const phases: string[] = [];
// The day content is shown for, fixed once: both prerender processes leave out the same ended
// sections and texts even when the build runs past midnight (src/content/end-dates.ts).
const today = contentToday();
process.env.CONTENT_TODAY = today;
console.log(`content as of ${today} (what ended before is left out; CONTENT_TODAY sets the day)`);

/** Runs a phase script in its own node process; collects its `phase …` lines. */
function runPhase(
  script: string,
  args: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env,
    });
    // A phase still running when another one fails (the share pictures) must not outlive the build.
    const stop = () => child.kill();
    process.on('exit', stop);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => {
      process.off('exit', stop);
      for (const line of output.split('\n')) {
        if (line.startsWith('phase ')) phases.push(line.slice('phase '.length));
        else if (line.trim()) console.log(line);
      }
      if (code === 0) done();
      else process.exit(code ?? 1);
    });
  });
}

const collect = (line: string) => phases.push(line);
const validated = meterPhase('validate', collect);
await runPhase('scripts/validate.ts');
validated.done();
rmSync(outDir, { recursive: true, force: true });
// The pages' share pictures beside the bundles, which leave the second core mostly idle: with the
// cache warm the phase only copies files, drawing new ones then costs the build little
// (decisions 250, 254). It writes into client/ while Vite does (bundles.ts does not empty it).
const shareImages = runPhase('scripts/build/share-images.ts', [outDir]);
await runPhase('scripts/build/bundles.ts', [outDir]);
const shards = Math.max(1, Math.min(2, availableParallelism()));
await Promise.all([
  shareImages,
  ...Array.from({ length: shards }, (_, shard) =>
    // React's production build: the development one checks every element and keeps a stack
    // for each, which made the prerender about three times slower (issue 26).
    runPhase('scripts/build/pages.ts', [outDir, String(shard), String(shards)], {
      ...process.env,
      NODE_ENV: 'production',
    }),
  ),
]);
rmSync(resolve(outDir, 'ssr'), { recursive: true, force: true });

const { siteOrigin } = JSON.parse(readFileSync('pages/site.json', 'utf8')) as {
  siteOrigin: string;
};
const sitemap = meterPhase('sitemap', collect);
const listed = writeSitemap(resolve(outDir, 'client'), siteOrigin);
sitemap.done();
// Structured data and hreflang of the pages as written (decision 253): a page whose JSON-LD
// lacks what search engines require, or says other than the page, stops the build.
const checked = meterPhase('structured-data', collect);
const problems = checkStructuredData(resolve(outDir, 'client'));
checked.done();
if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(
    `structured data: ${problems.length} problems (docs/decisions/253-structured-data-checked-in-the-build.md)`,
  );
  process.exit(1);
}
const compress = meterPhase('compress', collect);
await precompressSite(resolve(outDir, 'client'));
compress.done();
const html = readdirSync(resolve(outDir, 'client'), { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.html'),
).length;
console.log(
  `built ${html} HTML files (${listed} in sitemap.xml) in ${((performance.now() - started) / 1000).toFixed(1)} s: ${phases.join(', ')}`,
);
// Last, so it is what the person building reads: the example hosts still to be replaced.
const exampleAddresses = exampleAddressReport(process.cwd());
if (exampleAddresses) console.warn(exampleAddresses);
