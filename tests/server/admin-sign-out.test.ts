import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { ServerConfig } from '../../src/server/config';
import { connectDatabase } from '../../src/server/db/connect';
import { databaseTargets } from './helpers/databases';
import { ADMIN_TOKEN, tempDir, testConfig, waitFor } from './helpers/test-config';

/**
 * Issue 35, finding 2: sign-out ends the session on the server, for every instance that shares the
 * database, so a copy of the cookie taken before is refused afterwards (decision 146).
 */

const HOST = 'admin.example';
const SAME_SITE = { host: HOST, 'sec-fetch-site': 'same-origin' };

describe.each(await databaseTargets())('sign-out on $name, two instances', (target) => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let config: ServerConfig;
  let cleanup: () => void;
  let drop: () => Promise<void>;
  const opened: FastifyInstance[] = [];
  const open = async (overrides: Partial<ServerConfig> = {}) => {
    const app = await buildApp({ ...config, ...overrides }, { startMailWorker: false });
    await app.ready();
    opened.push(app);
    return app;
  };

  beforeAll(async () => {
    const temp = tempDir();
    cleanup = temp.cleanup;
    const database = await target.create(temp.dir);
    drop = database.drop;
    config = testConfig(temp.dir, { database: database.config });
    a = await open();
    b = await open();
  });
  afterAll(async () => {
    for (const app of opened) await app.close();
    await drop?.();
    cleanup?.();
  });

  /** Signs in on `app` and returns the cookie's "name=value" part. */
  const signIn = async (app: FastifyInstance) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: SAME_SITE,
      payload: { token: ADMIN_TOKEN },
    });
    expect(response.statusCode).toBe(200);
    return String(response.headers['set-cookie']).split(';')[0] as string;
  };
  const inbox = (app: FastifyInstance, cookie: string) =>
    app.inject({ url: '/api/contact-forms', headers: { cookie } });
  const signedIn = async (app: FastifyInstance, cookie: string) =>
    (await app.inject({ url: '/api/admin/session', headers: { cookie } })).json<{
      signedIn: boolean;
    }>().signedIn;
  const signOut = (app: FastifyInstance, cookie: string) =>
    app.inject({ method: 'DELETE', url: '/api/admin/session', headers: { cookie, ...SAME_SITE } });

  it('ends the session on every instance: a copy of the cookie is refused after sign-out', async () => {
    const cookie = await signIn(a);
    expect((await inbox(b, cookie)).statusCode).toBe(200);
    expect(await signedIn(b, cookie)).toBe(true);

    const response = await signOut(b, cookie);
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^prol_admin=;/);

    for (const app of [a, b]) {
      expect((await inbox(app, cookie)).statusCode).toBe(401);
      expect(await signedIn(app, cookie)).toBe(false);
      const change = await app.inject({
        method: 'POST',
        url: '/api/contact-forms/requeue-failed',
        headers: { cookie, ...SAME_SITE },
      });
      expect(change.statusCode).toBe(401);
    }
    // Signing out again is harmless.
    expect((await signOut(a, cookie)).statusCode).toBe(204);
  });

  it('ends only that session: another browser stays signed in', async () => {
    const first = await signIn(a);
    const second = await signIn(b);
    expect(first).not.toBe(second);
    expect((await signOut(a, first)).statusCode).toBe(204);
    expect((await inbox(a, first)).statusCode).toBe(401);
    expect((await inbox(a, second)).statusCode).toBe(200);
    expect((await inbox(b, second)).statusCode).toBe(200);
  });

  it('ends every session when ADMIN_TOKEN changes', async () => {
    const cookie = await signIn(a);
    const rotated = await open({ adminToken: `${ADMIN_TOKEN}-rotated-0123456789` });
    expect((await inbox(rotated, cookie)).statusCode).toBe(401);
    expect(await signedIn(rotated, cookie)).toBe(false);
    expect((await inbox(a, cookie)).statusCode).toBe(200);
  });

  it('refuses an expired session and removes its row at the next sign-in', async () => {
    const short = await open({ adminSession: { ...config.adminSession, ttlMs: 1_000 } });
    const cookie = await signIn(short);
    const rows = async () => {
      const database = connectDatabase(config.database);
      try {
        const found = await database.db
          .selectFrom('admin_sessions')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        return Number(found.count);
      } finally {
        await database.destroy();
      }
    };
    const before = await rows();
    await waitFor(async () => (await inbox(short, cookie)).statusCode === 401, 5_000, 'expiry');
    expect(await signedIn(a, cookie)).toBe(false);
    // Signing in removes every expired row: the one above is gone, the new one is there.
    await signIn(a);
    expect(await rows()).toBe(before);
  });

  it('keeps nothing of the cookie in the database', async () => {
    const cookie = await signIn(a);
    const value = cookie.slice('prol_admin='.length);
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const database = connectDatabase(config.database);
    try {
      const ids = await database.db.selectFrom('admin_sessions').select('id').execute();
      expect(ids.length).toBeGreaterThan(0);
      for (const { id } of ids) {
        expect(id).toMatch(/^[0-9a-f]{64}$/);
        expect(id).not.toContain(value);
      }
    } finally {
      await database.destroy();
    }
  });
});
