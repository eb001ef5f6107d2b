import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { request, startServerProcess } from './helpers/server-process';
import type { ServerProcess } from './helpers/server-process';
import { SmtpPeer, header } from './helpers/smtp-peer';
import { ADMIN, ADMIN_TOKEN, tempDir, validSubmission, waitFor } from './helpers/test-config';

const { dir, cleanup } = tempDir('sqlite-shared-');
const started: ServerProcess[] = [];
let smtp: SmtpPeer | undefined;
afterAll(async () => {
  for (const server of started) server.kill('SIGKILL');
  await smtp?.stop();
  cleanup();
});

/**
 * Two processes on one SQLite file are safe (docs/server.md, decision 111): writes take the file's
 * write lock (BEGIN IMMEDIATE, busy_timeout), and the outbox claim is one UPDATE under that lock.
 */
describe('two server processes on one SQLite file', { timeout: 120_000 }, () => {
  it('store every submission once and send every mail once', async () => {
    smtp = await SmtpPeer.reserve();
    await smtp.start();
    const env = {
      DATABASE_URL: path.join(dir, 'site.sqlite'),
      SMTP_URL: smtp.url,
      ADMIN_TOKEN,
      SITE_DIR: path.join(dir, 'no-site'),
      RATE_LIMIT_ENABLED: 'false',
      OUTBOX_POLL_INTERVAL: '100',
      OUTBOX_BATCH_SIZE: '5',
    };
    const servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    started.push(...servers);
    const ids: string[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, lane) => {
        for (let i = 0; i < 25; i++) {
          const server = servers[(lane + i) % 2] as ServerProcess;
          const response = await request(
            server.port,
            'POST',
            '/api/contact-forms',
            validSubmission(),
          );
          expect(response.status).toBe(201);
          ids.push(JSON.parse(response.body).id);
        }
      }),
    );
    await waitFor(() => (smtp as SmtpPeer).received.length >= ids.length, 60_000, 'all mails');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const deliveries = new Map<string, number>();
    for (const mail of smtp.received) {
      const id = header(mail.raw, 'X-Contact-Form-Id') as string;
      deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
    }
    expect(smtp.received).toHaveLength(ids.length);
    for (const id of ids) expect(deliveries.get(id), id).toBe(1);
    const list = await request(
      servers[1]!.port,
      'GET',
      '/api/contact-forms?size=1',
      undefined,
      ADMIN,
    );
    expect(JSON.parse(list.body).totalElements).toBe(ids.length);
    for (const server of servers) server.signalServer('SIGTERM');
    for (const server of servers) expect((await server.exited).code).toBe(0);
  });
});
