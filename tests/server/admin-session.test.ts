import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { ADMIN, ADMIN_TOKEN, validSubmission } from './helpers/test-config';

/** Issue 23: the admin screens' sign-in (token -> signed session cookie) and its guards. */

const [sqlite] = await databaseTargets();
const HOST = 'admin.example';
const SAME_SITE = { host: HOST, 'sec-fetch-site': 'same-origin' };

describe('admin session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      sqlite!,
      { adminSession: { ttlMs: 2 * 60 * 60_000, signInMax: 100, signInWindowMs: 60_000 } },
      { startMailWorker: false },
    );
  });
  afterAll(async () => t?.close());

  const signIn = (token: string, headers: Record<string, string> = SAME_SITE) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { ...headers, 'x-forwarded-for': '10.0.0.1' },
      payload: { token },
    });
  /** The session cookie's "name=value" part. */
  const sessionCookie = async () => {
    const response = await signIn(ADMIN_TOKEN, { ...SAME_SITE, 'x-test': String(Math.random()) });
    expect(response.statusCode).toBe(200);
    return String(response.headers['set-cookie']).split(';')[0] as string;
  };

  it('sets a random, HttpOnly, SameSite=Strict cookie for the API path, expiring as configured', async () => {
    const before = Date.now();
    const response = await signIn(ADMIN_TOKEN);
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    const attributes = setCookie.split(/;\s*/).map((part) => part.toLowerCase());
    expect(attributes[0]).toMatch(/^prol_admin=[\w-]{43}$/);
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=strict');
    expect(attributes).toContain('path=/api');
    expect(attributes).toContain(`max-age=${2 * 60 * 60}`);
    // Plain HTTP here: Secure would make the browser drop it.
    expect(attributes).not.toContain('secure');
    const expiresAt = Date.parse(response.json<{ expiresAt: string }>().expiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(2 * 60 * 60_000 - 1000);
    expect(expiresAt - before).toBeLessThanOrEqual(2 * 60 * 60_000 + 5000);
    // The token itself is nowhere in the cookie.
    expect(setCookie).not.toContain(ADMIN_TOKEN);
  });

  it('marks the cookie Secure when served over TLS (behind a trusted proxy)', async () => {
    const proxied = await startTestApp(sqlite!, { trustProxy: 1 }, { startMailWorker: false });
    try {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        headers: {
          host: HOST,
          'x-forwarded-proto': 'https',
          origin: `https://${HOST}`,
        },
        payload: { token: ADMIN_TOKEN },
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['set-cookie']).toLowerCase()).toContain('; secure');
    } finally {
      await proxied.close();
    }
  });

  it('answers a wrong token with one generic message at the field', async () => {
    for (const token of ['wrong', `${ADMIN_TOKEN}x`, ADMIN_TOKEN.slice(0, -1)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        headers: {
          ...SAME_SITE,
          'accept-language': 'de',
          'x-forwarded-for': `10.1.0.${token.length}`,
        },
        payload: { token },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['set-cookie']).toBeUndefined();
      const body = response.json<{ message: string; validationErrors: Record<string, string> }>();
      expect(body.message).toBe('Dieses Token ist nicht gültig');
      expect(body.validationErrors).toEqual({ token: 'Dieses Token ist nicht gültig' });
    }
  });

  it('lets the cookie read and change admin data, like the bearer token', async () => {
    const cookie = await sessionCookie();
    expect(
      (await t.app.inject({ url: '/api/admin/session', headers: { cookie } })).statusCode,
    ).toBe(200);
    const list = await t.app.inject({ url: '/api/contact-forms', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/recipients',
      headers: { cookie, ...SAME_SITE },
      payload: { topic: 'Cookie topic', email: 'cookie@example.org' },
    });
    expect(created.statusCode).toBe(201);
  });

  it('refuses a cross-site state change that carries the cookie (no CSRF)', async () => {
    const cookie = await sessionCookie();
    const attempts: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: `http://${HOST}.evil.example` },
      {}, // neither header: not a page of ours
    ];
    for (const extra of attempts) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact-forms/requeue-failed',
        headers: { cookie, host: HOST, ...extra },
      });
      expect(response.statusCode, JSON.stringify(extra)).toBe(403);
      const patch = await t.app.inject({
        method: 'PATCH',
        url: '/api/recipients/1',
        headers: { cookie, host: HOST, ...extra },
        payload: { active: false },
      });
      expect(patch.statusCode, JSON.stringify(extra)).toBe(403);
    }
    // The same request from our own origin passes.
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/contact-forms/requeue-failed',
      headers: { cookie, host: HOST, origin: `http://${HOST}` },
    });
    expect(sameOrigin.statusCode).toBe(200);
    // Sign-in from another site is refused too (no login CSRF).
    expect(
      (await signIn(ADMIN_TOKEN, { host: HOST, 'sec-fetch-site': 'cross-site' })).statusCode,
    ).toBe(403);
  });

  it('refuses a forged or tampered cookie', async () => {
    const cookie = await sessionCookie();
    const [, value] = cookie.split('=') as [string, string];
    const forged = [
      `prol_admin=${'A'.repeat(43)}`,
      `prol_admin=${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`,
      `prol_admin=${value}x`,
      `prol_admin=${Date.now() + 60_000}`,
    ];
    for (const bad of forged) {
      expect(
        (await t.app.inject({ url: '/api/contact-forms', headers: { cookie: bad } })).statusCode,
        bad,
      ).toBe(401);
    }
    expect(
      (await t.app.inject({ url: '/api/contact-forms', headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it('signs out: the cookie is cleared', async () => {
    const cookie = await sessionCookie();
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      headers: { cookie, ...SAME_SITE },
    });
    expect(response.statusCode).toBe(204);
    const cleared = String(response.headers['set-cookie']);
    expect(cleared).toMatch(/^prol_admin=;/);
    expect(cleared.toLowerCase()).toMatch(/expires=thu, 01 jan 1970|max-age=0/);
  });

  it('rate limits sign-in attempts per address', async () => {
    const from = { ...SAME_SITE, 'x-forwarded-for': '10.9.9.9' };
    const limited = await startTestApp(
      sqlite!,
      { trustProxy: 1, adminSession: { ttlMs: 60 * 60_000, signInMax: 3, signInWindowMs: 60_000 } },
      { startMailWorker: false },
    );
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/admin/session',
          headers: from,
          payload: { token: i === 4 ? ADMIN_TOKEN : 'guess' },
        });
        codes.push(response.statusCode);
      }
      // Even the right token waits once the limit is reached.
      expect(codes).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('without a token or session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(sqlite!, {}, { startMailWorker: false });
  });
  afterAll(async () => t?.close());

  it('refuses every admin route with 401', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/contact-forms'],
      ['GET', '/api/contact-forms?mailStatus=failed'],
      ['GET', '/api/contact-forms/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/contact-forms/00000000-0000-4000-8000-000000000000/requeue'],
      ['POST', '/api/contact-forms/requeue-failed'],
      ['GET', '/api/recipients'],
      ['GET', '/api/recipients/1'],
      ['GET', '/api/recipients/email/sales@example.com'],
      ['POST', '/api/recipients'],
      ['PATCH', '/api/recipients/1'],
      ['DELETE', '/api/recipients/1'],
      ['GET', '/metrics'],
    ];
    for (const [method, url] of routes) {
      const response = await t.app.inject({ method: method as 'GET', url, headers: SAME_SITE });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.body).not.toContain('@example');
    }
  });
});

describe.each(await databaseTargets())('inbox search and waiting topics on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, {}, { startMailWorker: false });
    for (const [name, email, topic] of [
      ['Anna Schmidt', 'anna@example.org', 'Sales'],
      ['Bernd 100%_Müller', 'bernd@firma.example', 'Support'],
      ['Carla', 'carla@example.org', 'Press'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact-forms',
        payload: validSubmission({ name, email, topic }),
      });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(async () => t?.close());

  const names = async (q: string) => {
    const response = await t.app.inject({
      url: `/api/contact-forms?q=${encodeURIComponent(q)}`,
      headers: ADMIN,
    });
    expect(response.statusCode).toBe(200);
    return response
      .json<{ content: { name: string }[] }>()
      .content.map((c) => c.name)
      .sort();
  };

  it('searches name, e-mail and topic, ignoring case, with % and _ taken literally', async () => {
    expect(await names('SCHMIDT')).toEqual(['Anna Schmidt']);
    expect(await names('firma.example')).toEqual(['Bernd 100%_Müller']);
    expect(await names('press')).toEqual(['Carla']);
    expect(await names('example.org')).toEqual(['Anna Schmidt', 'Carla']);
    expect(await names('%_')).toEqual(['Bernd 100%_Müller']);
    expect(await names('_')).toEqual(['Bernd 100%_Müller']);
    expect(await names('nobody')).toEqual([]);
  });

  it('does not delete a topic whose mails are still waiting', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/recipients/2',
      headers: { ...ADMIN, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(
      /^1 mail for this topic is still waiting/,
    );
    const still = await t.app.inject({ url: '/api/recipients/2', headers: ADMIN });
    expect(still.statusCode).toBe(200);
    // A topic without waiting mails goes.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/recipients',
      headers: ADMIN,
      payload: { topic: 'Careers', email: 'jobs@example.org' },
    });
    const { id } = created.json<{ id: number }>();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/recipients/${id}`,
      headers: ADMIN,
    });
    expect(deleted.statusCode).toBe(204);
  });

  it('names a duplicate topic at the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/recipients',
      headers: { ...ADMIN, 'accept-language': 'de' },
      payload: { topic: 'Sales', email: 'other@example.org' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ validationErrors: Record<string, string> }>().validationErrors).toEqual({
      topic: 'Ein anderer Empfänger hat dieses Thema schon',
    });
  });
});
