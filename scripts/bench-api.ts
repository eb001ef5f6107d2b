/**
 * npm run bench:api — requests/s and p99 latency of the contact API and of prerendered pages,
 * next to a bare Fastify hello-world measured before and after in the same run on the same
 * machine (so the ratios mean something even when the absolute numbers depend on the machine
 * and its other load).
 *
 * Each server runs in its own child process; autocannon (10 connections, BENCH_DURATION seconds,
 * default 10, after a short warm-up) runs here. The real app uses SQLite in a temporary folder
 * (synchronous=FULL, as in production), mails as .eml files, rate limit off, LOG_LEVEL=warn, and
 * serves the build in dist/client (`npm run build` first; without it the page runs are skipped).
 * `-- --instances 3`: the API on PostgreSQL with one and with three instances (bench/instances.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { CONNECTIONS, DURATION_S, measure, printGoals, printTable } from './bench/measure';
import type { Measurement } from './bench/measure';
import { benchInstances } from './bench/instances';
import { freePort, startChild, stopChild, waitUntilAnswering } from './bench/processes';

const GOALS = {
  postRps: 500,
  postP99Ms: 50,
  getRps: 5_000,
  compressedPageShare: 0.9,
  /** A prerendered page is a small unchanging file: at least a quarter of a bare hello-world. */
  brotliPageToHelloWorld: 0.25,
};
const SITE_DIR = path.resolve(process.env.SITE_DIR ?? 'dist/client');
const PAGE = '/faq';
const TOKEN = 'bench-admin-token';
const SUBMISSION = JSON.stringify({
  name: 'Bench Mark',
  email: 'bench@example.org',
  message: 'A benchmark message of ordinary length, asking for a product demo next week.',
  topic: 'Sales',
});

async function serveHelloWorld(): Promise<void> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
}

async function main(): Promise<void> {
  if (process.argv[2] === '--serve-hello-world') return serveHelloWorld();
  const instancesFlag = process.argv.indexOf('--instances');
  if (instancesFlag !== -1) {
    const count = Number(process.argv[instancesFlag + 1]);
    if (!Number.isInteger(count) || count < 2) throw new Error('--instances needs a number >= 2');
    return benchInstances(count, ['scripts/bench-api.ts', '--serve-hello-world']);
  }

  console.log(
    `bench:api — ${CONNECTIONS} connections, ${DURATION_S} s per run, ${os.cpus().length} CPUs`,
  );
  const withSite = fs.existsSync(path.join(SITE_DIR, 'index.html'));
  if (!withSite) console.log(`  (no build in ${SITE_DIR}: run npm run build for the page runs)`);
  const results: Measurement[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const [helloPort, appPort] = [await freePort(), await freePort()];
  const hello = startChild(['scripts/bench-api.ts', '--serve-hello-world'], {
    PORT: String(helloPort),
  });
  const app = startChild(['src/server/main.ts'], {
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATABASE_URL: path.join(dir, 'site.sqlite'),
    MAIL_FILE_DIR: path.join(dir, 'outbox-mail'),
    SITE_DIR: withSite ? SITE_DIR : path.join(dir, 'no-site'),
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_TOKEN: TOKEN,
  });
  const base = `http://127.0.0.1:${appPort}`;
  let backlog = 0;
  let drainSeconds = 0;
  try {
    await waitUntilAnswering(helloPort, '/');
    await waitUntilAnswering(appPort, '/api/recipients?active=true');
    const helloWorld = { url: `http://127.0.0.1:${helloPort}/` };
    // Hello-world before and after: on a shared machine the baseline drifts during a run.
    results.push(await measure('hello-world GET / (before)', helloWorld, hello.pid));
    results.push(
      await measure(
        'POST /api/contact-forms',
        {
          url: `${base}/api/contact-forms`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: SUBMISSION,
        },
        app.pid,
      ),
    );
    backlog = await unsentMails(base);
    // Let the worker drain first, so the GET run does not share the CPU with thousands of mails.
    drainSeconds = await waitForDrain(base);
    results.push(
      await measure(
        'GET /api/recipients?active=true',
        {
          url: `${base}/api/recipients?page=0&size=100&active=true`,
        },
        app.pid,
      ),
    );
    if (withSite) {
      const page = (encoding: string) => ({
        url: `${base}${PAGE}`,
        headers: { 'accept-encoding': encoding, 'accept-language': 'de-DE,de;q=0.9' },
      });
      results.push(await measure(`GET ${PAGE} uncompressed`, page('identity'), app.pid));
      results.push(await measure(`GET ${PAGE} brotli`, page('gzip, deflate, br'), app.pid));
      results.push(await measure(`GET ${PAGE} gzip`, page('gzip'), app.pid));
      results.push(
        await measure('GET / brotli', { ...page('gzip, deflate, br'), url: `${base}/` }, app.pid),
      );
    }
    results.push(await measure('hello-world GET / (after)', helloWorld, hello.pid));
  } finally {
    await Promise.all([stopChild(app), stopChild(hello)]);
    fs.rmSync(dir, { recursive: true, force: true });
  }

  report(results);
  console.log(
    `\nmail backlog right after the POST run: ${backlog} unsent; ` +
      `the worker wrote them all in ${drainSeconds.toFixed(1)} s once the load stopped ` +
      `(${Math.round(backlog / Math.max(drainSeconds, 0.001))} mails/s)`,
  );
}

async function waitForDrain(base: string): Promise<number> {
  const started = Date.now();
  while ((await unsentMails(base)) > 0) {
    if (Date.now() - started > 300_000) throw new Error('mail backlog did not drain in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return (Date.now() - started) / 1000;
}

async function unsentMails(base: string): Promise<number> {
  const response = await fetch(`${base}/api/contact-forms?emailSent=false&size=1`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  return ((await response.json()) as { totalElements: number }).totalElements;
}

function report(results: Measurement[]): void {
  const find = (prefix: string) => results.find((r) => r.name.startsWith(prefix));
  const before = find('hello-world GET / (before)') as Measurement;
  const after = find('hello-world GET / (after)') as Measurement;
  const helloWorldRps = (before.rps + after.rps) / 2;
  printTable(results, helloWorldRps);
  const post = find('POST') as Measurement;
  const get = find('GET /api') as Measurement;
  const plain = find(`GET ${PAGE} uncompressed`);
  const brotli = find(`GET ${PAGE} brotli`);
  const checks: Array<readonly [string, boolean]> = [
    [`POST >= ${GOALS.postRps} req/s`, post.rps >= GOALS.postRps],
    [`POST p99 <= ${GOALS.postP99Ms} ms`, post.p99 <= GOALS.postP99Ms],
    [`GET >= ${GOALS.getRps} req/s`, get.rps >= GOALS.getRps],
    ['no errors', results.every((r) => r.errors === 0)],
  ];
  if (plain && brotli) {
    const share = brotli.rps / plain.rps;
    checks.push([
      `brotli page >= ${GOALS.compressedPageShare * 100} % of uncompressed (${(share * 100).toFixed(0)} %)`,
      share >= GOALS.compressedPageShare,
    ]);
    const ratio = brotli.rps / helloWorldRps;
    checks.push([
      `brotli page >= ${GOALS.brotliPageToHelloWorld * 100} % of hello-world (${(ratio * 100).toFixed(1)} %)`,
      ratio >= GOALS.brotliPageToHelloWorld,
    ]);
  }
  printGoals(checks);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
