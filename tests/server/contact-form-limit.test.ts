import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../src/server/config';
import { databaseTargets } from './helpers/databases';
import { expectErrorObject } from './helpers/error-object';
import { redisUrl } from './helpers/redis';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { validSubmission, waitFor } from './helpers/test-config';

/**
 * Issue 35, finding 3: only accepted messages count toward RATE_LIMIT_MAX; refused submissions
 * count apart, against RATE_LIMIT_INVALID_MAX. Both are shared through Redis when configured.
 */

const [sqlite] = await databaseTargets();
const redis = await redisUrl();

/** Addresses unique to this run: other runs may share the Redis server. */
const run = randomBytes(4).toString('hex');
let addressCount = 0;
const newAddress = () =>
  `2001:db8:${run.slice(0, 4)}:${run.slice(4)}::${(++addressCount).toString(16)}`;

const limits = (invalidMax: number): Partial<ServerConfig> => ({
  rateLimit: { enabled: true, max: 5, windowMs: 60_000 },
  rateLimitInvalidMax: invalidMax,
});

const post = (t: TestApp, remoteAddress: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact-forms',
    remoteAddress,
    payload: payload as object,
  });
const statuses = async (responses: Promise<{ statusCode: number }>[]) =>
  (await Promise.all(responses)).map((response) => response.statusCode);
const times = <T>(n: number, make: () => T): T[] => Array.from({ length: n }, make);

describe('the contact form limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(sqlite!, limits(8), { startMailWorker: false });
  });
  afterAll(async () => t?.close());

  it('counts only accepted messages: five refused submissions leave all five places', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(t, address, validSubmission({ email: 'not-an-address' }))).statusCode,
      ).toBe(400);
    }
    for (let i = 0; i < 5; i++) {
      expect((await post(t, address, validSubmission())).statusCode).toBe(201);
    }
    const limited = await post(t, address, validSubmission());
    expectErrorObject(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not count a submission to an unknown topic as accepted', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i++) {
      expect((await post(t, address, validSubmission({ topic: 'Nobody' }))).statusCode).toBe(400);
    }
    for (let i = 0; i < 5; i++) {
      expect((await post(t, address, validSubmission())).statusCode).toBe(201);
    }
  });

  it('limits refused submissions apart and more generously, then answers them 429', async () => {
    const address = newAddress();
    const invalid = () => post(t, address, { name: '' });
    for (let i = 0; i < 8; i++) expect((await invalid()).statusCode).toBe(400);
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/contact-forms',
      remoteAddress: address,
      headers: { 'accept-language': 'de' },
      payload: { name: '' },
    });
    expectErrorObject(limited, 429);
    expect(limited.json<{ message: string }>().message).toMatch(/^Zu viele Anfragen/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Malformed JSON and a wrong content type are refused submissions too.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/contact-forms',
          remoteAddress: address,
          headers: { 'content-type': 'text/plain' },
          payload: 'hello',
        })
      ).statusCode,
    ).toBe(429);
    // A good message from that address still has its own places.
    expect((await post(t, address, validSubmission())).statusCode).toBe(201);
  });

  it('lets no more than the limit through when the submissions arrive at once', async () => {
    const address = newAddress();
    const answers = await statuses(times(12, () => post(t, address, validSubmission())));
    expect(answers.filter((s) => s === 201)).toHaveLength(5);
    expect(answers.filter((s) => s === 429)).toHaveLength(7);
  });

  it('counts a filled honeypot like a message, so a bot cannot tell it apart (decision 022)', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      const bot = await post(t, address, validSubmission({ website: 'https://spam.example' }));
      expect(bot.statusCode).toBe(201);
    }
    expectErrorObject(await post(t, address, validSubmission()), 429);
  });
});

describe.skipIf(!redis)('the contact form limit shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const shared = { ...limits(3), redisUrl: redis as string };
    a = await startTestApp(sqlite!, shared, { startMailWorker: false });
    b = await startTestApp(sqlite!, shared, { startMailWorker: false });
    for (const app of [a, b]) {
      await waitFor(
        async () => (await app.app.inject({ url: '/readyz' })).statusCode === 200,
        5_000,
        'Redis',
      );
    }
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts accepted and refused submissions on every instance together', async () => {
    const address = newAddress();
    expect((await post(a, address, { name: '' })).statusCode).toBe(400);
    expect((await post(b, address, { name: '' })).statusCode).toBe(400);
    expect((await post(a, address, { name: '' })).statusCode).toBe(400);
    expectErrorObject(await post(b, address, { name: '' }), 429);

    for (let i = 0; i < 5; i++) {
      expect((await post(i % 2 ? a : b, address, validSubmission())).statusCode).toBe(201);
    }
    expectErrorObject(await post(a, address, validSubmission()), 429);
    expectErrorObject(await post(b, address, validSubmission()), 429);
  });
});
