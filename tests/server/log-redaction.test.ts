import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { SmtpPeer } from './helpers/smtp-peer';
import { startTestApp } from './helpers/test-app';
import { ADMIN, waitFor } from './helpers/test-config';

const [sqlite] = await databaseTargets();

describe('logs', () => {
  it('never contain a visitor name, e-mail address or message, at any level', async () => {
    let output = '';
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        output += String(chunk);
        done();
      },
    });
    const smtp = await SmtpPeer.reserve(); // never started: every delivery attempt fails and logs
    const t = await startTestApp(
      sqlite!,
      {
        logLevel: 'trace',
        smtpUrl: smtp.url,
        outbox: {
          pollIntervalMs: 50,
          retryBaseMs: 20,
          retryMaxMs: 50,
          leaseMs: 10_000,
          batchSize: 5,
          maxAttempts: 20,
        },
      },
      { logStream },
    );
    const secrets = {
      name: 'Zacharias Geheimname',
      email: 'zacharias.secret@private-mail.example',
      message: 'My confidential question about contract 4711',
    };
    try {
      const submit = (payload: object, remoteAddress = '127.0.0.1') =>
        t.app.inject({ method: 'POST', url: '/api/contact-forms', payload, remoteAddress });
      expect((await submit({ ...secrets, topic: 'Sales' })).statusCode).toBe(201);
      expect((await submit({ ...secrets, topic: 'Sales', website: 'bot' })).statusCode).toBe(201);
      expect((await submit({ ...secrets, topic: 'Nope' })).statusCode).toBe(400);
      expect((await submit({ ...secrets, email: 'broken', [secrets.email]: 1 })).statusCode).toBe(
        400,
      );
      const bad = await t.app.inject({
        method: 'POST',
        url: `/api/contact-forms?name=${encodeURIComponent(secrets.name)}`,
        headers: { 'content-type': 'application/json' },
        payload: `{"name": "${secrets.name}", "email": "${secrets.email}"`,
      });
      expect(bad.statusCode).toBe(400);
      await t.app.inject({ url: `/api/recipients/email/${secrets.email}`, headers: ADMIN });
      await t.app.inject({ url: `/${encodeURIComponent(secrets.email)}` });
      await waitFor(
        () => output.includes('contact mail delivery failed'),
        15_000,
        'a failed delivery log',
      );
    } finally {
      await t.close();
    }

    expect(output).toContain('contact form stored');
    expect(output).toContain('honeypot filled');
    expect(output).toContain('request failed validation');
    expect(output).toContain('/api/recipients/email/[redacted]');
    for (const secret of [
      secrets.name,
      secrets.email,
      secrets.message,
      'Geheimname',
      'zacharias',
      'private-mail',
      'contract 4711',
      encodeURIComponent(secrets.email),
      ADMIN.authorization.split(' ')[1]!,
    ]) {
      expect(output.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });
});
