import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, request } from './helpers/server-process';
import type { ServerProcess } from './helpers/server-process';
import { ADMIN, ADMIN_TOKEN, tempDir, validSubmission, waitFor } from './helpers/test-config';

const { dir, cleanup } = tempDir('server-process-');
const env = {
  DATABASE_URL: path.join(dir, 'site.sqlite'),
  MAIL_FILE_DIR: path.join(dir, 'outbox-mail'),
  SITE_DIR: path.join(dir, 'no-site'),
  ADMIN_TOKEN,
  RATE_LIMIT_ENABLED: 'false',
  OUTBOX_POLL_INTERVAL: '200',
  // Mails claimed at the moment of the crash become due again one second later.
  OUTBOX_LEASE: '1000',
};
const running: ServerProcess[] = [];
afterAll(() => {
  for (const server of running) server.kill('SIGKILL');
  cleanup();
});

const start = async () => {
  const server = await startServerProcess(env);
  running.push(server);
  return server;
};

/** Posts from `workers` parallel loops until stopped; returns the ids that got a 201. */
function load(port: number, workers: number) {
  const created: string[] = [];
  const errors: string[] = [];
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      try {
        const response = await request(port, 'POST', '/api/contact-forms', validSubmission());
        if (response.status === 201) created.push(JSON.parse(response.body).id);
        else throw new Error(`status ${response.status}`);
      } catch (error) {
        errors.push((error as NodeJS.ErrnoException).code ?? String(error));
        return; // the server is gone
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, loop));
  return { created, errors, stop: () => ((stopped = true), done), done };
}

/**
 * A POST whose body is held back until finish() is called. It asks for 100 Continue, so
 * `headersRead` resolves when the server has read its headers: from then on it is in flight.
 */
function slowPost(port: number, body: string) {
  let finish = () => undefined as void;
  let onContinue = () => undefined as void;
  const headersRead = new Promise<void>((resolve) => (onContinue = resolve));
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/contact-forms',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.on('continue', () => onContinue());
    req.write(body.slice(0, 10));
    finish = () => void req.end(body.slice(10));
  });
  return { response, headersRead, finish: () => finish() };
}

async function allStoredIds(port: number): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 0; ; page++) {
    const response = await request(
      port,
      'GET',
      `/api/contact-forms?size=100&page=${page}`,
      undefined,
      ADMIN,
    );
    const body = JSON.parse(response.body) as { content: { id: string }[]; totalPages: number };
    for (const record of body.content) ids.add(record.id);
    if (page + 1 >= body.totalPages) return ids;
  }
}

// Process start-up (npx, tsx) dominates; a busy machine can make it slow.
describe('the real server process', { timeout: 120_000 }, () => {
  it('keeps every 201 across a SIGKILL mid-load and mails the leftovers after restart', async () => {
    const first = await start();
    const traffic = load(first.port, 10);
    await waitFor(() => traffic.created.length >= 60, 30_000, '60 stored submissions');
    first.kill('SIGKILL');
    await traffic.done;
    expect((await first.exited).signal).toBe('SIGKILL');
    const acknowledged = [...traffic.created];
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    const second = await start();
    const stored = await allStoredIds(second.port);
    for (const id of acknowledged) expect(stored.has(id), id).toBe(true);

    // Pending mails survive the crash: the restarted worker sends all of them.
    await waitFor(
      async () => {
        const unsent = await request(
          second.port,
          'GET',
          '/api/contact-forms?emailSent=false',
          undefined,
          ADMIN,
        );
        return JSON.parse(unsent.body).totalElements === 0;
      },
      30_000,
      'every stored submission mailed',
    );
    const files = new Set(fs.readdirSync(env.MAIL_FILE_DIR).filter((f) => f.endsWith('.eml')));
    for (const id of stored) expect(files.has(`${id}.eml`), id).toBe(true);

    second.signalServer('SIGTERM');
    expect((await second.exited).code).toBe(0);
  });

  it('on SIGTERM finishes requests in flight, closes the database and exits 0', async () => {
    const server = await start();
    const traffic = load(server.port, 4);
    await waitFor(() => traffic.created.length >= 20, 30_000, '20 stored submissions');

    // A request that is in flight when the signal arrives: headers sent, body still coming.
    const body = JSON.stringify(validSubmission({ name: 'Slow Client' }));
    const slow = slowPost(server.port, body);
    await slow.headersRead;
    server.signalServer('SIGTERM');
    // The rest of the body arrives only once the server is closing its listener.
    await waitFor(
      () => server.output().includes('closing the listener'),
      10_000,
      'the listener closing',
    );
    slow.finish();
    const slowResponse = await slow.response;
    expect(slowResponse.status).toBe(201);

    const exit = await server.exited;
    await traffic.stop();
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('shutting down');
    // Load requests racing the shutdown are refused or cut before being read, never half-done.
    for (const code of traffic.errors) expect(['ECONNREFUSED', 'ECONNRESET']).toContain(code);

    // Every acknowledged submission is in the (cleanly closed) database file.
    const db = new Database(env.DATABASE_URL, { readonly: true });
    try {
      const ids = new Set(
        (db.prepare('select id from contact_forms').all() as { id: string }[]).map((r) => r.id),
      );
      for (const id of [...traffic.created, JSON.parse(slowResponse.body).id]) {
        expect(ids.has(id), id).toBe(true);
      }
    } finally {
      db.close();
    }
  });
});
