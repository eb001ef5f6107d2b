import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { ADMIN, validSubmission } from './helpers/test-config';

const targets = await databaseTargets();

describe.each(targets)('recipient endpoints on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, {}, { startMailWorker: false });
  });
  afterAll(async () => t?.close());

  const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: ADMIN, ...(payload ? { payload } : {}) });

  it('seeds Sales, Support and Press on first start and lists them publicly', async () => {
    const response = await t.app.inject({ url: '/api/recipients?page=0&size=100&active=true' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      content: [
        { id: 1, topic: 'Sales', email: 'sales@example.com', active: true },
        { id: 2, topic: 'Support', email: 'support@example.com', active: true },
        { id: 3, topic: 'Press', email: 'press@example.com', active: true },
      ],
      totalElements: 3,
      totalPages: 1,
      number: 0,
      size: 100,
    });
  });

  it('requires the token for anything but the active listing', async () => {
    for (const url of [
      '/api/recipients',
      '/api/recipients?active=false',
      '/api/recipients?active=1',
      '/api/recipients/1',
      '/api/recipients/999',
      '/api/recipients/email/sales@example.com',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
    for (const [method, url] of [
      ['POST', '/api/recipients'],
      ['PATCH', '/api/recipients/1'],
      ['DELETE', '/api/recipients/1'],
      ['DELETE', '/api/recipients/999'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: { topic: 'x', email: 'a@b.co' },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('creates, reads, updates and deletes recipients', async () => {
    const created = await admin('POST', '/api/recipients', {
      topic: 'Careers',
      email: 'jobs@example.com',
    });
    expect(created.statusCode).toBe(201);
    const recipient = created.json();
    expect(recipient).toMatchObject({ topic: 'Careers', email: 'jobs@example.com', active: true });

    expect((await admin('GET', `/api/recipients/${recipient.id}`)).json()).toEqual(recipient);
    expect((await admin('GET', '/api/recipients/email/jobs@example.com')).json()).toEqual(
      recipient,
    );

    const patched = await admin('PATCH', `/api/recipients/${recipient.id}`, { active: false });
    expect(patched.json()).toEqual({ ...recipient, active: false });
    const publicTopics = (await t.app.inject({ url: '/api/recipients?active=true' }))
      .json()
      .content.map((r: { topic: string }) => r.topic);
    expect(publicTopics).not.toContain('Careers');
    expect((await admin('GET', '/api/recipients?active=false')).json().content).toEqual([
      { ...recipient, active: false },
    ]);

    expect((await admin('DELETE', `/api/recipients/${recipient.id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/api/recipients/${recipient.id}`)).statusCode).toBe(404);
    expect((await admin('DELETE', `/api/recipients/${recipient.id}`)).statusCode).toBe(404);
    expect(
      (await admin('PATCH', `/api/recipients/${recipient.id}`, { active: true })).statusCode,
    ).toBe(404);
  });

  it('refuses duplicate topics with 409 and bad bodies with 400', async () => {
    const duplicate = await admin('POST', '/api/recipients', {
      topic: 'Sales',
      email: 'x@example.com',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ status: 409, error: 'Conflict' });
    expect((await admin('PATCH', '/api/recipients/2', { topic: 'Sales' })).statusCode).toBe(409);
    const bad = await admin('POST', '/api/recipients', { topic: '', email: 'nope', extra: 1 });
    expect(bad.json().validationErrors).toEqual({
      topic: 'must not be empty',
      email: 'must be a valid e-mail address',
      extra: 'is not an allowed field',
    });
    expect((await admin('PATCH', '/api/recipients/2', {})).json().validationErrors).toEqual({
      body: 'must contain at least one field',
    });
    expect((await admin('GET', '/api/recipients/abc')).json().validationErrors).toEqual({
      id: 'must be a whole number',
    });
  });

  it('routes a submission to the topic recipient and refuses a deactivated topic', async () => {
    const created = await admin('POST', '/api/recipients', {
      topic: 'Partners',
      email: 'partners@example.com',
    });
    const id = created.json().id;
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/contact-forms',
      payload: validSubmission({ topic: 'Partners' }),
    });
    expect(submitted.statusCode).toBe(201);
    const record = await admin('GET', `/api/contact-forms/${submitted.json().id}`);
    expect(record.json().recipientEmail).toBe('partners@example.com');

    await admin('PATCH', `/api/recipients/${id}`, { active: false });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/contact-forms',
      payload: validSubmission({ topic: 'Partners' }),
    });
    expect(refused.statusCode).toBe(400);
  });

  it.runIf(target.name === 'SQLite')(
    'shows changes committed by another process at once (no stale cached list)',
    async () => {
      const before = (await t.app.inject({ url: '/api/recipients?active=true' })).json();
      const other = new Database(`${t.dir}/site.sqlite`);
      try {
        other
          .prepare('insert into recipients (topic, email, active) values (?, ?, 1)')
          .run('From another process', 'other@example.com');
      } finally {
        other.close();
      }
      const after = (await t.app.inject({ url: '/api/recipients?active=true' })).json();
      expect(after.totalElements).toBe(before.totalElements + 1);
      expect(after.content.map((r: { topic: string }) => r.topic)).toContain(
        'From another process',
      );
    },
  );

  it('sorts and pages the admin listing', async () => {
    const byTopic = (await admin('GET', '/api/recipients?sort=topic,desc&size=2&page=0')).json();
    expect(byTopic.size).toBe(2);
    const topics = byTopic.content.map((r: { topic: string }) => r.topic);
    expect(topics).toEqual([...topics].sort().reverse());
    expect(byTopic.totalPages).toBe(Math.ceil(byTopic.totalElements / 2));
    expect((await admin('GET', '/api/recipients?sort=secret')).statusCode).toBe(400);
  });
});
