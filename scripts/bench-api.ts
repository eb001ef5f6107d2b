/**
 * npm run bench:api — requests/s and p99 latency of the contact API, next to a bare Fastify
 * hello-world measured before and after in the same run on the same machine (so the ratios mean
 * something even when the absolute numbers depend on the machine and its other load).
 *
 * Each server runs in its own child process; autocannon (10 connections, BENCH_DURATION seconds,
 * default 10, after a short warm-up) runs here. The real app uses SQLite in a temporary folder
 * (synchronous=FULL, as in production), mails as .eml files, rate limit off, LOG_LEVEL=warn.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
const GOALS = { postRps: 500, postP99Ms: 50, getRps: 5_000 };

interface Measurement {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

async function serveHelloWorld(): Promise<void> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilAnswering(port: number, probePath: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${probePath}`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on port ${port} did not come up`);
}

async function startChild(args: string[], env: Record<string, string>): Promise<ChildProcess> {
  // One node process with tsx as a loader: the tsx CLI would add a parent process that turns a
  // slow-to-acknowledge SIGTERM into SIGKILL after 30 ms.
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`${args.join(' ')} exited with ${code}`);
  });
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function measure(name: string, options: autocannon.Options): Promise<Measurement> {
  await autocannon({ ...options, connections: CONNECTIONS, duration: WARMUP_S });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_S });
  const measurement = {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
  console.log(
    `  ${name}: ${Math.round(measurement.rps)} req/s, p99 ${measurement.p99} ms, errors ${measurement.errors}`,
  );
  return measurement;
}

async function main(): Promise<void> {
  if (process.argv[2] === '--serve-hello-world') return serveHelloWorld();

  console.log(
    `bench:api — ${CONNECTIONS} connections, ${DURATION_S} s per run, ${os.cpus().length} CPUs`,
  );
  const results: Measurement[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const [helloPort, appPort] = [await freePort(), await freePort()];
  const token = 'bench-admin-token';
  const hello = await startChild(['scripts/bench-api.ts', '--serve-hello-world'], {
    PORT: String(helloPort),
  });
  const app = await startChild(['src/server/main.ts'], {
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATABASE_URL: path.join(dir, 'site.sqlite'),
    MAIL_FILE_DIR: path.join(dir, 'outbox-mail'),
    SITE_DIR: path.join(dir, 'no-site'),
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_TOKEN: token,
  });
  const base = `http://127.0.0.1:${appPort}`;
  let backlog = 0;
  let drainSeconds = 0;
  try {
    await waitUntilAnswering(helloPort, '/');
    await waitUntilAnswering(appPort, '/api/recipients?active=true');
    const helloWorld = { url: `http://127.0.0.1:${helloPort}/` };
    // Hello-world before and after: on a shared machine the baseline drifts during a run.
    results.push(await measure('hello-world GET / (before)', helloWorld));
    results.push(
      await measure('POST /api/contact-forms', {
        url: `${base}/api/contact-forms`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bench Mark',
          email: 'bench@example.org',
          message: 'A benchmark message of ordinary length, asking for a product demo next week.',
          topic: 'Sales',
        }),
      }),
    );
    backlog = await unsentMails(base, token);
    // Let the worker drain first, so the GET run does not share the CPU with thousands of mails.
    drainSeconds = await waitForDrain(base, token);
    results.push(
      await measure('GET /api/recipients?active=true', {
        url: `${base}/api/recipients?page=0&size=100&active=true`,
      }),
    );
    results.push(await measure('hello-world GET / (after)', helloWorld));
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

async function waitForDrain(base: string, token: string): Promise<number> {
  const started = Date.now();
  while ((await unsentMails(base, token)) > 0) {
    if (Date.now() - started > 300_000) throw new Error('mail backlog did not drain in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return (Date.now() - started) / 1000;
}

async function unsentMails(base: string, token: string): Promise<number> {
  const response = await fetch(`${base}/api/contact-forms?emailSent=false&size=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { totalElements: number }).totalElements;
}

function report(results: Measurement[]): void {
  const [before, post, get, after] = results as [
    Measurement,
    Measurement,
    Measurement,
    Measurement,
  ];
  const baseline = (before.rps + after.rps) / 2;
  console.log('\n| run | req/s | p99 ms | ratio to hello-world (mean of both) | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of results) {
    const ratio = (r.rps / baseline).toFixed(3);
    console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p99} | ${ratio} | ${r.errors} |`);
  }
  const checks = [
    [`POST >= ${GOALS.postRps} req/s`, post.rps >= GOALS.postRps],
    [`POST p99 <= ${GOALS.postP99Ms} ms`, post.p99 <= GOALS.postP99Ms],
    [`GET >= ${GOALS.getRps} req/s`, get.rps >= GOALS.getRps],
    ['no errors', results.every((r) => r.errors === 0)],
  ] as const;
  console.log('');
  for (const [goal, met] of checks) console.log(`${met ? 'met   ' : 'MISSED'} ${goal}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
