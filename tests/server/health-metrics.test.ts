import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { ServerLifecycle } from '../../src/server/lifecycle';
import { databaseTargets } from './helpers/databases';
import { expectErrorObject } from './helpers/error-object';
import { ADMIN, tempDir, testConfig, validSubmission } from './helpers/test-config';

const targets = await databaseTargets();

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The value of one sample line of a Prometheus text answer. */
const sample = (text: string, line: string) => {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

describe.each(targets)('health, readiness and metrics on $name', (target) => {
  const lifecycle = new ServerLifecycle();
  let app: Awaited<ReturnType<typeof buildApp>>;
  let metricsPort: number;
  let cleanup: () => void;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const temp = tempDir();
    cleanup = temp.cleanup;
    const database = await target.create(temp.dir);
    drop = database.drop;
    metricsPort = await freePort();
    app = await buildApp(testConfig(temp.dir, { database: database.config, metricsPort }), {
      startMailWorker: false,
      lifecycle,
    });
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
    cleanup?.();
  });

  it('says it is alive and ready, and nothing about its configuration', async () => {
    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('counts requests, stored submissions and the outbox backlog; the token guards /metrics', async () => {
    expectErrorObject(await app.inject({ url: '/metrics' }), 401);
    const before = (await app.inject({ url: '/metrics', headers: ADMIN })).body;
    expect(sample(before, 'contact_forms_stored_total')).toBe(0);
    const stored = await app.inject({
      method: 'POST',
      url: '/api/contact-forms',
      payload: validSubmission(),
    });
    expect(stored.statusCode).toBe(201);
    const response = await app.inject({ url: '/metrics', headers: ADMIN });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0.0.4/);
    const text = response.body;
    expect(sample(text, 'contact_forms_stored_total')).toBe(1);
    expect(sample(text, 'outbox_backlog')).toBe(1);
    expect(sample(text, 'outbox_failed')).toBe(0);
    expect(sample(text, 'outbox_oldest_due_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(
      sample(text, 'http_requests_total{method="POST",route="/api/contact-forms",status="201"}'),
    ).toBe(1);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0.005",method="POST"/m);
    expect(text).toContain('contact_mails_sent_total 0');
    expect(text).toContain('rate_limit_rejections_total 0');
    expect(text).toContain('process_cpu_user_seconds_total');

    // The same figures without a token on METRICS_PORT, which listens on 127.0.0.1 only.
    const local = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(local.status).toBe(200);
    expect(sample(await local.text(), 'contact_forms_stored_total')).toBe(1);
  });

  it('turns /readyz to 503 while draining', async () => {
    lifecycle.startDraining();
    const response = await app.inject({ url: '/readyz' });
    expect(expectErrorObject(response, 503).message).toBe('Not ready: shutting down');
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
