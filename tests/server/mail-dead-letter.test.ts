import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { expectErrorObject } from './helpers/error-object';
import { SmtpPeer, workerCaughtUp } from './helpers/smtp-peer';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { ADMIN, tempDir, validSubmission, waitFor } from './helpers/test-config';

const targets = await databaseTargets();

const outbox = {
  pollIntervalMs: 100,
  retryBaseMs: 30,
  retryMaxMs: 60,
  leaseMs: 30_000,
  batchSize: 20,
  maxAttempts: 3,
};

describe.each(targets)('failed mails (dead letters) on $name', { timeout: 60_000 }, (target) => {
  let smtp: SmtpPeer;
  let t: TestApp;
  let log = '';
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });

  beforeEach(async () => {
    log = '';
    smtp = await SmtpPeer.reserve();
    await smtp.start();
    t = await startTestApp(target, { smtpUrl: smtp.url, outbox, logLevel: 'info' }, { logStream });
  });
  afterEach(async () => {
    await t?.close();
    await smtp.stop();
  });

  const submit = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact-forms',
      payload: validSubmission(),
    });
    return response.json().id as string;
  };
  const record = async (id: string) =>
    (await t.app.inject({ url: `/api/contact-forms/${id}`, headers: ADMIN })).json();
  const failedList = async () =>
    (await t.app.inject({ url: '/api/contact-forms?mailStatus=failed', headers: ADMIN })).json();

  it('gives a mail up at once on a permanent SMTP refusal (550), lists it, and re-queues it by id', async () => {
    smtp.mode = 'refuse';
    const id = await submit();
    await waitFor(async () => (await record(id)).mailStatus === 'failed', 10_000, 'failed');
    expect(await record(id)).toMatchObject({
      emailSent: false,
      sendAttempts: 1,
      lastError: 'EENVELOPE SMTP 550 during MAIL FROM',
      nextAttemptAt: null,
      mailStatus: 'failed',
    });
    expect(smtp.rejected).toBe(1);
    const errorLine = log.split('\n').find((line) => line.includes('failed permanently'));
    expect(JSON.parse(errorLine ?? '{}')).toMatchObject({ level: 50, contactFormId: id });
    const failed = await failedList();
    expect(failed.totalElements).toBe(1);
    expect(failed.content[0]).toMatchObject({
      id,
      lastError: 'EENVELOPE SMTP 550 during MAIL FROM',
    });

    // Not retried on its own: the worker sends later mails, but not this one.
    smtp.mode = 'accept';
    await workerCaughtUp(smtp, submit);
    expect(smtp.rejected).toBe(1);
    expect(smtp.deliveriesOf(id)).toBe(0);

    expectErrorObject(
      await t.app.inject({ method: 'POST', url: `/api/contact-forms/${id}/requeue` }),
      401,
    );
    const requeued = await t.app.inject({
      method: 'POST',
      url: `/api/contact-forms/${id}/requeue`,
      headers: ADMIN,
    });
    expect(requeued.statusCode).toBe(200);
    expect(requeued.json()).toMatchObject({ id, mailStatus: 'pending', sendAttempts: 0 });
    await waitFor(() => smtp.deliveriesOf(id) === 1, 10_000, 'delivery after re-queue');
    await waitFor(async () => (await record(id)).mailStatus === 'sent', 5_000, 'marked sent');
    expect((await failedList()).totalElements).toBe(0);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/contact-forms/${id}/requeue`,
      headers: ADMIN,
    });
    expect(expectErrorObject(again, 409).message).toMatch(/this one is sent/);
    expectErrorObject(
      await t.app.inject({
        method: 'POST',
        url: '/api/contact-forms/00000000-0000-4000-8000-000000000000/requeue',
        headers: ADMIN,
      }),
      404,
    );
  });

  it('gives a mail up after OUTBOX_MAX_ATTEMPTS temporary failures; requeue-failed sends them all', async () => {
    smtp.mode = 'reject';
    const ids = [await submit(), await submit()];
    await waitFor(async () => (await failedList()).totalElements === 2, 15_000, 'both failed');
    for (const id of ids) {
      expect(await record(id)).toMatchObject({ sendAttempts: 3, mailStatus: 'failed' });
    }
    smtp.mode = 'accept';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact-forms/requeue-failed',
      headers: ADMIN,
    });
    expect(response.json()).toEqual({ requeued: 2 });
    await waitFor(() => ids.every((id) => smtp.deliveriesOf(id) === 1), 10_000, 'deliveries');
  });
});

describe('mails written as files', () => {
  it('removes .eml.partial files a crash left behind at start, keeping recent ones', async () => {
    const [sqlite] = targets;
    const { dir, cleanup } = tempDir('partials-');
    const mailDir = path.join(dir, 'mail');
    fs.mkdirSync(mailDir);
    const stale = path.join(mailDir, 'a.eml.partial');
    const recent = path.join(mailDir, 'b.eml.partial');
    const kept = path.join(mailDir, 'c.eml');
    for (const file of [stale, recent, kept]) fs.writeFileSync(file, 'x');
    const hourAgo = new Date(Date.now() - 3_600_000);
    fs.utimesSync(stale, hourAgo, hourAgo);
    fs.utimesSync(kept, hourAgo, hourAgo);
    const t = await startTestApp(sqlite!, { mailFileDir: mailDir }, { startMailWorker: false });
    try {
      expect(fs.existsSync(stale)).toBe(false);
      expect(fs.existsSync(recent)).toBe(true);
      expect(fs.existsSync(kept)).toBe(true);
    } finally {
      await t.close();
      cleanup();
    }
  });
});
