import Database from 'better-sqlite3';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { expectErrorObject } from './helpers/error-object';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { ADMIN, validSubmission } from './helpers/test-config';

const [sqlite] = await databaseTargets();

describe('fixed error cases', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      sqlite!,
      {
        rateLimit: { enabled: true, max: 3, windowMs: 60_000 },
      },
      { startMailWorker: false },
    );
  });
  afterAll(async () => t?.close());

  // Each request gets its own client address so the rate limit only bites where intended.
  let client = 0;
  const inject = (options: InjectOptions) =>
    t.app.inject({ remoteAddress: `10.0.0.${++client % 250}`, ...options });

  it('401 for admin endpoints without a valid token', async () => {
    const response = await inject({ url: '/api/contact-forms' });
    expectErrorObject(response, 401);
  });

  it('401 everywhere when no ADMIN_TOKEN is configured, even with a header', async () => {
    const noToken = await startTestApp(
      sqlite!,
      { adminToken: undefined },
      { startMailWorker: false },
    );
    try {
      for (const authorization of ['Bearer undefined', 'Bearer ', 'Bearer null']) {
        const response = await noToken.app.inject({
          url: '/api/contact-forms',
          headers: { authorization },
        });
        expectErrorObject(response, 401);
      }
      expect((await noToken.app.inject({ url: '/api/recipients?active=true' })).statusCode).toBe(
        200,
      );
    } finally {
      await noToken.close();
    }
  });

  it('404 for unknown API routes and methods', async () => {
    expectErrorObject(await inject({ url: '/api/nope' }), 404);
    expectErrorObject(
      await inject({ method: 'PUT', url: '/api/recipients/1', headers: ADMIN }),
      404,
    );
    expectErrorObject(await inject({ url: '/anything-without-a-site' }), 404);
  });

  it('413 for bodies over 16 KiB', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/contact-forms',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(validSubmission({ message: 'x'.repeat(17 * 1024) })),
    });
    expectErrorObject(response, 413);
  });

  it('415 for anything but JSON, including cross-site form posts', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ]) {
      const response = await inject({
        method: 'POST',
        url: '/api/contact-forms',
        headers: { 'content-type': type },
        payload: 'name=x',
      });
      expectErrorObject(response, 415);
    }
  });

  it('400 for malformed JSON and malformed URLs', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/contact-forms',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expectErrorObject(response, 400);
    expect(response.json().message).toBe('Request body is not valid JSON');
    expectErrorObject(await inject({ url: '/api/%%' }), 400);
  });

  it('429 with Retry-After once a client exceeds the POST limit; GET is not limited', async () => {
    const remoteAddress = '192.0.2.99';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact-forms',
        remoteAddress,
        payload: validSubmission(),
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expectErrorObject(response, 429);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/contact-forms',
      remoteAddress,
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
      payload: validSubmission(),
    });
    expect(german.statusCode).toBe(429);
    expect(german.json().message).toMatch(
      /^Zu viele Anfragen; bitte versuchen Sie es in \d+ Sekunden erneut$/,
    );
    for (let i = 0; i < 10; i++) {
      const response = await t.app.inject({ url: '/api/recipients?active=true', remoteAddress });
      expect(response.statusCode).toBe(200);
    }
  });

  it('500 with a generic message when the database fails, details only in the log', async () => {
    // Break the schema behind the app's back: a genuine driver error, not a mock.
    const raw = new Database(`${t.dir}/site.sqlite`);
    raw.exec('ALTER TABLE recipients RENAME TO recipients_gone');
    try {
      const response = await inject({ url: '/api/recipients?active=true' });
      expectErrorObject(response, 500);
      expect(response.json().message).toBe('An unexpected error occurred. Please try again later.');
      expect(response.body).not.toMatch(/recipients|sqlite|no such table|stack/i);
    } finally {
      raw.exec('ALTER TABLE recipients_gone RENAME TO recipients');
      raw.close();
    }
  });
});
