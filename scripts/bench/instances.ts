/**
 * `npm run bench:api -- --instances N`: the API on PostgreSQL with 1 instance, then with N
 * instances on the same database, in one run, next to the hello-world baseline. The load is
 * split evenly (one autocannon per instance, CONNECTIONS in all); throughput is the sum.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { CONNECTIONS, DURATION_S, printTable, summarise } from './measure';
import type { Measurement } from './measure';
import { freePort, startChild, stopChild, waitUntilAnswering } from './processes';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const SUBMISSION = JSON.stringify({
  name: 'Bench Mark',
  email: 'bench@example.org',
  message: 'A benchmark message of ordinary length, asking for a product demo next week.',
  topic: 'Sales',
});

/** Runs autocannon against every port at once, the connections split between them. */
async function measureSpread(
  name: string,
  ports: number[],
  request: { path: string; method?: 'POST'; body?: string },
): Promise<Measurement> {
  const run = (duration: number) =>
    Promise.all(
      ports.map((port) =>
        autocannon({
          url: `http://127.0.0.1:${port}${request.path}`,
          method: request.method ?? 'GET',
          ...(request.body
            ? { body: request.body, headers: { 'content-type': 'application/json' } }
            : {}),
          connections: Math.max(1, Math.round(CONNECTIONS / ports.length)),
          duration,
        }),
      ),
    );
  await run(2);
  const results = await run(DURATION_S);
  const measurement = summarise(name, results);
  console.log(`  ${name}: ${Math.round(measurement.rps)} req/s, p99 ${measurement.p99} ms`);
  return measurement;
}

export async function benchInstances(count: number, helloWorldArgs: string[]): Promise<void> {
  console.log(
    `bench:api --instances ${count} — PostgreSQL, ${CONNECTIONS} connections in all, ` +
      `${DURATION_S} s per run, ${os.cpus().length} CPUs`,
  );
  const schema = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const url = new URL(DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-instances-'));
  const helloPort = await freePort();
  const hello = startChild(helloWorldArgs, { PORT: String(helloPort) });
  const results: Measurement[] = [];
  const startInstances = async (n: number) => {
    const ports = await Promise.all(Array.from({ length: n }, () => freePort()));
    const children = ports.map((port) =>
      startChild(['src/server/main.ts'], {
        PORT: String(port),
        DATABASE_URL: url.toString(),
        MAIL_FILE_DIR: path.join(dir, 'outbox-mail'),
        SITE_DIR: path.join(dir, 'no-site'),
        RATE_LIMIT_ENABLED: 'false',
        LOG_LEVEL: 'warn',
      }),
    );
    for (const port of ports) await waitUntilAnswering(port, '/readyz');
    return { ports, stop: () => Promise.all(children.map(stopChild)) };
  };
  try {
    await waitUntilAnswering(helloPort, '/');
    const helloWorld = () => measureSpread('hello-world GET / ', [helloPort], { path: '/' });
    results.push({ ...(await helloWorld()), name: 'hello-world GET / (before)' });
    for (const n of [1, count]) {
      const group = await startInstances(n);
      try {
        const label = `${n} instance${n === 1 ? '' : 's'}`;
        results.push(
          await measureSpread(`POST /api/contact-forms, ${label}`, group.ports, {
            path: '/api/contact-forms',
            method: 'POST',
            body: SUBMISSION,
          }),
        );
        results.push(
          await measureSpread(`GET /api/recipients?active=true, ${label}`, group.ports, {
            path: '/api/recipients?active=true',
          }),
        );
      } finally {
        await group.stop();
      }
    }
    results.push({ ...(await helloWorld()), name: 'hello-world GET / (after)' });
  } finally {
    await stopChild(hello);
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const baseline = ((results[0]?.rps ?? 0) + (results[results.length - 1]?.rps ?? 0)) / 2;
  printTable(results, baseline);
  const ratio = (prefix: string) => {
    const one = results.find((r) => r.name === `${prefix}, 1 instance`);
    const many = results.find((r) => r.name === `${prefix}, ${count} instances`);
    return one && many ? (many.rps / one.rps).toFixed(2) : 'n/a';
  };
  console.log(
    `\n${count} instances / 1 instance: POST ${ratio('POST /api/contact-forms')}x, ` +
      `GET ${ratio('GET /api/recipients?active=true')}x ` +
      `(${os.cpus().length} CPUs shared by the instances, PostgreSQL and the load generator)`,
  );
}
