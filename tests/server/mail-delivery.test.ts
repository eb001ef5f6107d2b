import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { databaseTargets } from './helpers/databases';
import { SmtpPeer, header, workerCaughtUp } from './helpers/smtp-peer';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { ADMIN, tempDir, testConfig, validSubmission, waitFor } from './helpers/test-config';

const targets = await databaseTargets();

/** Fast retries so an outage and its recovery fit in a couple of seconds. */
const fastOutbox = {
  pollIntervalMs: 100,
  retryBaseMs: 50,
  retryMaxMs: 400,
  leaseMs: 30_000,
  batchSize: 20,
  maxAttempts: 20,
};

interface Record {
  id: string;
  emailSent: boolean;
  sendAttempts: number;
  lastError: string | null;
}

describe.each(targets)(
  'mail delivery through the outbox on $name',
  { timeout: 90_000 },
  (target) => {
    let smtp: SmtpPeer;
    let t: TestApp;

    beforeEach(async () => {
      smtp = await SmtpPeer.reserve();
    });
    afterEach(async () => {
      await t?.close();
      await smtp.stop();
    });

    const submit = async (
      app: TestApp,
      overrides: Partial<ReturnType<typeof validSubmission>> = {},
    ) => {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/contact-forms',
        payload: validSubmission(overrides),
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as string;
    };
    const records = async (): Promise<Record[]> =>
      (await t.app.inject({ url: '/api/contact-forms?size=100', headers: ADMIN })).json().content;

    it('delivers a submission to the topic recipient with the visitor as Reply-To', async () => {
      await smtp.start();
      t = await startTestApp(target, {
        smtpUrl: smtp.url,
        mailFrom: 'Website <web@example.net>',
        outbox: fastOutbox,
      });
      const id = await submit(t, {
        name: 'Erika Muster',
        email: 'erika@example.org',
        topic: 'Support',
        message: 'Bitte rufen Sie mich an.\nDanke!',
      });
      await waitFor(() => smtp.received.length === 1, 15_000, 'the mail');
      const mail = smtp.received[0]!;
      expect(mail.envelopeTo).toEqual(['support@example.com']);
      expect(mail.envelopeFrom).toBe('web@example.net');
      expect(header(mail.raw, 'Reply-To')).toBe('Erika Muster <erika@example.org>');
      expect(header(mail.raw, 'To')).toBe('support@example.com');
      expect(header(mail.raw, 'Subject')).toBe('Contact form: Support');
      expect(mail.raw).toContain('Bitte rufen Sie mich an.');
      await waitFor(async () => (await records())[0]?.emailSent === true, 15_000, 'emailSent');
      expect((await records()).find((r) => r.id === id)).toMatchObject({
        emailSent: true,
        sendAttempts: 1,
        lastError: null,
      });
    });

    it('survives an outage (down, then 451) and delivers every mail exactly once', async () => {
      t = await startTestApp(target, { smtpUrl: smtp.url, outbox: fastOutbox });

      // 1. Server down: submissions are still accepted, attempts fail and are recorded. (After a
      //    connection failure the rest of a batch waits unattempted, so not every row has tries.)
      const ids = [await submit(t), await submit(t), await submit(t)];
      await waitFor(
        async () => (await records()).some((r) => r.sendAttempts >= 3),
        15_000,
        'repeated failed attempts while down',
      );
      for (const r of await records()) {
        expect(r.emailSent).toBe(false);
        if (r.lastError !== null) expect(r.lastError).toMatch(/^E[A-Z]+/);
        expect(r.lastError ?? '').not.toMatch(/jane|example\.org|Doe/i);
      }

      // 2. Server up but answering 451: still failing, nothing accepted, submissions still 201.
      smtp.mode = 'reject';
      await smtp.start();
      ids.push(await submit(t), await submit(t));
      await waitFor(() => smtp.rejected >= 6, 15_000, '451 rejections');
      expect(smtp.received).toHaveLength(0);
      expect((await records()).some((r) => r.lastError?.includes('SMTP 451'))).toBe(true);

      // 3. Recovery: every submission is delivered exactly once and marked sent.
      smtp.mode = 'accept';
      await waitFor(
        async () => (await records()).every((r) => r.emailSent),
        20_000,
        'all mails delivered after recovery',
      );
      // Whatever the worker had begun has ended: nothing was sent twice.
      const probes = await workerCaughtUp(smtp, () => submit(t));
      expect(smtp.received).toHaveLength(ids.length + probes.length);
      for (const id of [...ids, ...probes]) expect(smtp.deliveriesOf(id), id).toBe(1);
      await waitFor(async () => (await records()).every((r) => r.emailSent), 15_000, 'probes sent');
      const sent = await t.app.inject({ url: '/api/contact-forms?emailSent=true', headers: ADMIN });
      expect(sent.json().totalElements).toBe(ids.length + probes.length);
    });

    /** Stores `count` submissions with no worker running, then lets two worker apps send them. */
    const sendWithTwoWorkers = async (outbox: Partial<typeof fastOutbox>, count: number) => {
      const { dir, cleanup } = tempDir();
      const database = await target.create(dir);
      const config = testConfig(dir, {
        database: database.config,
        smtpUrl: smtp.url,
        outbox: { ...fastOutbox, ...outbox },
      });
      const writer = await buildApp(config, { startMailWorker: false });
      const ids: string[] = [];
      try {
        for (let i = 0; i < count; i++) {
          const response = await writer.inject({
            method: 'POST',
            url: '/api/contact-forms',
            payload: validSubmission(),
          });
          ids.push(response.json().id);
        }
        // One after the other: on SQLite start-up holds the file's write lock, and a second app in
        // the same thread would wait for it synchronously (better-sqlite3) and never get it.
        const workers = [await buildApp(config), await buildApp(config)];
        await Promise.all(workers.map((app) => app.ready()));
        await waitFor(() => ids.every((id) => smtp.deliveriesOf(id) >= 1), 30_000, 'all mails');
        await new Promise((resolve) => setTimeout(resolve, 500));
        await Promise.all(workers.map((app) => app.close()));
        return ids;
      } finally {
        await writer.close();
        await database.drop();
        cleanup();
      }
    };

    it('a worker whose lease ran out mid-batch does not send the rows another worker took over', async () => {
      await smtp.start();
      // Each mail takes 150 ms, so one send fits the 1 s lease, but a batch of 20 (sent one at a
      // time) takes 3 s: the other worker, done with the 4 left over, takes its later rows over
      // once their lease has run out.
      smtp.acceptDelayMs = 150;
      const ids = await sendWithTwoWorkers(
        { batchSize: 20, leaseMs: 1_000, pollIntervalMs: 50 },
        24,
      );
      for (const id of ids) expect(smtp.deliveriesOf(id), id).toBe(1);
    });

    it('two workers on one database never send the same mail twice', async () => {
      await smtp.start();
      const ids = await sendWithTwoWorkers({ batchSize: 3 }, 15);
      expect(smtp.received).toHaveLength(ids.length);
      for (const id of ids) expect(smtp.deliveriesOf(id)).toBe(1);
    });
  },
);
