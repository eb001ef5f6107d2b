import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../src/server/config';
import { databaseTargets } from './helpers/databases';
import { expectErrorObject } from './helpers/error-object';
import { redisUrl } from './helpers/redis';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { ADMIN, ADMIN_TOKEN, waitFor } from './helpers/test-config';

/**
 * Issue 35, finding 1: every failed admin credential (a wrong Bearer token on any admin route or
 * /metrics, a wrong token at sign-in) counts against one limit per client address; once it is
 * reached, every credential from that address is answered 429, the right one too, until the
 * window ends (decision 145).
 */

const [sqlite] = await databaseTargets();
const redis = await redisUrl();
const WRONG = { authorization: 'Bearer wrong-guess-0000000000000000' };
const SAME_SITE = { host: 'admin.example', 'sec-fetch-site': 'same-origin' };

/** Addresses unique to this run: other runs may share the Redis server. */
const run = randomBytes(4).toString('hex');
let addressCount = 0;
const newAddress = () =>
  `2001:db8:${run.slice(0, 4)}:${run.slice(4)}::${(++addressCount).toString(16)}`;

const limited = (max: number, windowMs: number): Partial<ServerConfig> => ({
  adminSession: { ttlMs: 60 * 60_000, signInMax: max, signInWindowMs: windowMs },
});

const from = (t: TestApp, remoteAddress: string) => (options: InjectOptions) =>
  t.app.inject({ remoteAddress, ...options });

const signIn = (t: TestApp, remoteAddress: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    remoteAddress,
    headers: SAME_SITE,
    payload: { token },
  });

describe('failed admin credentials per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(sqlite!, limited(3, 60_000), { startMailWorker: false });
  });
  afterAll(async () => t?.close());

  it('counts wrong Bearer tokens on admin routes and /metrics, then answers 429 even for the right token', async () => {
    const address = newAddress();
    const send = from(t, address);
    const failures = [
      await send({ url: '/api/recipients', headers: WRONG }),
      await send({ url: '/metrics', headers: WRONG }),
      await send({ method: 'PATCH', url: '/api/recipients/1', headers: WRONG, payload: {} }),
    ];
    expect(failures.map((r) => r.statusCode)).toEqual([401, 401, 401]);

    const blocked = [
      await send({ url: '/api/recipients', headers: WRONG }),
      await send({ url: '/api/recipients', headers: ADMIN }),
      await send({ url: '/metrics', headers: ADMIN }),
      await send({ url: '/api/contact-forms', headers: { ...ADMIN, 'accept-language': 'de' } }),
    ];
    for (const response of blocked) {
      expectErrorObject(response, 429);
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(response.body).not.toContain('@example');
    }
    expect(blocked[3]!.json<{ message: string }>().message).toMatch(
      /^Zu viele Anfragen; bitte versuchen Sie es in \d+ Sekunden erneut$/,
    );
    // Sign-in with the right token waits too.
    expectErrorObject(await signIn(t, address, ADMIN_TOKEN), 429);

    // Another address is not affected.
    const other = from(t, newAddress());
    expect((await other({ url: '/api/recipients', headers: ADMIN })).statusCode).toBe(200);
    expect((await other({ url: '/api/recipients', headers: WRONG })).statusCode).toBe(401);
  });

  it('shares one count between sign-in and Bearer tokens', async () => {
    const address = newAddress();
    expect((await signIn(t, address, 'wrong')).statusCode).toBe(401);
    expect((await signIn(t, address, 'wrong again')).statusCode).toBe(401);
    expect((await from(t, address)({ url: '/metrics', headers: WRONG })).statusCode).toBe(401);
    expectErrorObject(await signIn(t, address, ADMIN_TOKEN), 429);
    expectErrorObject(await from(t, address)({ url: '/api/recipients', headers: ADMIN }), 429);
  });

  it('does not count a cookie that names no session, nor hold back a live session', async () => {
    const address = newAddress();
    const send = from(t, address);
    // Session ids are 32 random bytes: a made-up cookie is no guess of the token (decision 146).
    for (let i = 0; i < 5; i++) {
      const cookie = `prol_admin=${randomBytes(32).toString('base64url')}`;
      expect((await send({ url: '/api/contact-forms', headers: { cookie } })).statusCode).toBe(401);
    }
    expect((await send({ url: '/api/recipients', headers: ADMIN })).statusCode).toBe(200);

    const signedIn = await signIn(t, address, ADMIN_TOKEN);
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0] as string;
    for (let i = 0; i < 3; i++) {
      expect((await send({ url: '/api/recipients', headers: WRONG })).statusCode).toBe(401);
    }
    expectErrorObject(await send({ url: '/api/recipients', headers: ADMIN }), 429);
    expect((await send({ url: '/api/contact-forms', headers: { cookie } })).statusCode).toBe(200);
  });

  it('never counts the right token or a request without credentials', async () => {
    const send = from(t, newAddress());
    for (let i = 0; i < 30; i++) {
      expect((await send({ url: '/api/recipients', headers: ADMIN })).statusCode).toBe(200);
    }
    expect((await send({ url: '/api/recipients', headers: WRONG })).statusCode).toBe(401);
    expect((await send({ url: '/api/recipients', headers: WRONG })).statusCode).toBe(401);
    expect((await send({ url: '/api/recipients', headers: ADMIN })).statusCode).toBe(200);
    // Requests without any credential are no guesses: they neither count nor wait.
    for (let i = 0; i < 10; i++) {
      expect((await send({ url: '/api/contact-forms' })).statusCode).toBe(401);
    }
    expect((await send({ url: '/api/recipients', headers: ADMIN })).statusCode).toBe(200);
  });
});

describe('the end of the window', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(sqlite!, limited(2, 1_000), { startMailWorker: false });
  });
  afterAll(async () => t?.close());

  it('lets the right token in again once the window has ended', async () => {
    const send = from(t, newAddress());
    for (let i = 0; i < 2; i++) {
      expect((await send({ url: '/api/recipients', headers: WRONG })).statusCode).toBe(401);
    }
    expect((await send({ url: '/api/recipients', headers: ADMIN })).statusCode).toBe(429);
    await waitFor(
      async () => (await send({ url: '/api/recipients', headers: ADMIN })).statusCode === 200,
      5_000,
      'the window to end',
    );
  });
});

describe.skipIf(!redis)('failed credentials shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const shared = { ...limited(3, 60_000), redisUrl: redis as string };
    a = await startTestApp(sqlite!, shared, { startMailWorker: false });
    b = await startTestApp(sqlite!, shared, { startMailWorker: false });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('blocks an address on every instance once its failures on one instance reach the limit', async () => {
    const address = newAddress();
    await waitFor(
      async () => (await a.app.inject({ url: '/readyz' })).statusCode === 200,
      5_000,
      'Redis',
    );
    await waitFor(
      async () => (await b.app.inject({ url: '/readyz' })).statusCode === 200,
      5_000,
      'Redis',
    );
    expect((await from(a, address)({ url: '/api/recipients', headers: WRONG })).statusCode).toBe(
      401,
    );
    expect((await from(b, address)({ url: '/metrics', headers: WRONG })).statusCode).toBe(401);
    expect((await signIn(a, address, 'wrong')).statusCode).toBe(401);
    expectErrorObject(await from(b, address)({ url: '/api/recipients', headers: ADMIN }), 429);
    expectErrorObject(await signIn(b, address, ADMIN_TOKEN), 429);
    expect((await from(a, newAddress())({ url: '/metrics', headers: ADMIN })).statusCode).toBe(200);
  });
});
