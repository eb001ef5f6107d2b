import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { DatabaseConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/open-database';
import { databaseTargets } from './helpers/databases';
import { startServerProcess } from './helpers/server-process';
import { SmtpPeer, header } from './helpers/smtp-peer';
import {
  ADMIN,
  ADMIN_TOKEN,
  tempDir,
  testConfig,
  validSubmission,
  waitFor,
} from './helpers/test-config';

const targets = await databaseTargets();

/** One batch (the worker claims them all at start) and the mail during whose transaction it dies. */
const SUBMISSIONS = 20;
const KILL_AT = 9;

/** DATABASE_URL for a server process on the same database as `config`. */
function databaseUrl(config: DatabaseConfig): string {
  if (config.kind === 'sqlite') return config.file;
  const url = new URL(config.url);
  if (config.schema) url.searchParams.set('options', `-c search_path=${config.schema}`);
  return url.toString();
}

/** Stores the submissions before any worker runs, so the first claim takes all of them at once. */
async function storeSubmissions(dir: string, database: DatabaseConfig): Promise<string[]> {
  const config = testConfig(dir, { database });
  const opened = await openDatabase(database, config.recipientsSeedFile, pino({ level: 'silent' }));
  try {
    const ids: string[] = [];
    for (let i = 0; i < SUBMISSIONS; i++) {
      const stored = await opened.contactForms.createForActiveTopic(
        validSubmission({ name: `Sender ${i}` }),
        new Date(),
      );
      ids.push((stored as { id: string }).id);
    }
    return ids;
  } finally {
    await opened.database.destroy();
  }
}

/**
 * Issue 35: a SIGKILLed instance re-sent up to four mails after its lease ended (four SMTP
 * transactions were open at once). The peer answers slowly, the server is killed the moment the
 * peer holds one mail whole but has not answered it yet, and a second server takes over after the
 * lease: only that one mail may arrive twice (docs/server.md "Mail outbox", decision 114).
 */
// Process start-up dominates; a busy machine can make it slow (as in process-lifecycle).
describe.each(targets)('a SIGKILL while mails go out, on $name', { timeout: 120_000 }, (target) => {
  const children: ChildProcess[] = [];
  let cleanUp: (() => Promise<void>) | undefined;
  // In a hook, so that a test that times out still leaves no server, schema or folder behind.
  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
        process.kill(-child.pid, 'SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    }
    await cleanUp?.();
    cleanUp = undefined;
  });

  it('re-sends only the mail in flight, once the lease has ended', async () => {
    const { dir, cleanup } = tempDir('outbox-crash-');
    const database = await target.create(dir);
    const smtp = await SmtpPeer.reserve();
    const apps: FastifyInstance[] = [];
    cleanUp = async () => {
      for (const app of apps) await app.close();
      await smtp.stop();
      await database.drop();
      cleanup();
    };
    const ids = await storeSubmissions(dir, database.config);
    await smtp.start();
    smtp.acceptDelayMs = 150;
    // The envelope sender tells the peer which server a mail came from.
    const env = {
      DATABASE_URL: databaseUrl(database.config),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'first@example.net',
      ADMIN_TOKEN,
      SITE_DIR: path.join(dir, 'no-site'),
      RATE_LIMIT_ENABLED: 'false',
      OUTBOX_LEASE: '2s',
      OUTBOX_BATCH_SIZE: String(SUBMISSIONS),
    };

    let inFlight: string | undefined;
    let firstExited: Promise<NodeJS.Signals | null> | undefined;
    smtp.onMessage = (mail, count) => {
      if (count !== KILL_AT) return;
      // The mail is whole at the peer and its sender waits for the 250: kill it right now.
      inFlight = header(mail.raw, 'X-Contact-Form-Id');
      process.kill(-(children[0]?.pid as number), 'SIGKILL');
      smtp.acceptDelayMs = 0;
    };
    // Its worker starts before it logs that it listens, so the kill may even come first.
    startServerProcess(env, {
      onSpawn: (child) => {
        children.push(child);
        firstExited = new Promise((resolve) =>
          child.once('exit', (_code, signal) => resolve(signal)),
        );
      },
    }).catch(() => undefined);
    await smtp.waitForMessages(KILL_AT, 60_000);
    expect(await firstExited).toBe('SIGKILL');
    expect(inFlight).toBeDefined();

    // A second server (in the test process, to spare a start-up) takes over what the first one
    // held once its lease has ended.
    const app = await buildApp(
      testConfig(dir, {
        database: database.config,
        smtpUrl: smtp.url,
        mailFrom: 'second@example.net',
        outbox: {
          pollIntervalMs: 100,
          retryBaseMs: 30_000,
          retryMaxMs: 60_000,
          leaseMs: 2_000,
          batchSize: SUBMISSIONS,
          maxAttempts: 20,
        },
      }),
    );
    apps.push(app);
    await app.ready();
    await waitFor(
      async () => {
        const unsent = await app.inject({
          url: '/api/contact-forms?emailSent=false&size=1',
          headers: ADMIN,
        });
        return unsent.json().totalElements === 0;
      },
      30_000,
      'every mail marked sent by the second server',
    );

    const twice = ids.filter((id) => smtp.deliveriesOf(id) > 1);
    console.log(
      `${target.name}: ${smtp.received.length} mails for ${ids.length} submissions; ` +
        `sent twice: ${twice.length} (killed during mail ${KILL_AT})`,
    );
    for (const id of ids) expect(smtp.deliveriesOf(id), id).toBeGreaterThanOrEqual(1);
    expect(twice).toEqual([inFlight]);
    expect(smtp.received).toHaveLength(ids.length + 1);
    const copies = smtp.received.filter((m) => header(m.raw, 'X-Contact-Form-Id') === inFlight);
    expect(copies.map((m) => m.envelopeFrom)).toEqual(['first@example.net', 'second@example.net']);
  });
});
