import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { ADMIN, validSubmission } from './helpers/test-config';

const targets = await databaseTargets();

describe.each(targets)('contact-form endpoints on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // The worker is off so emailSent stays false until the mail tests exercise it.
    t = await startTestApp(target, {}, { startMailWorker: false });
  });
  afterAll(async () => t?.close());

  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/contact-forms', payload: payload as object });
  const list = (query = '') => t.app.inject({ url: `/api/contact-forms${query}`, headers: ADMIN });

  it('stores a valid submission and answers 201 with the record minus mail fields', async () => {
    const response = await post(validSubmission());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      ['createdAt', 'email', 'id', 'message', 'name', 'topic'].sort(),
    );
    expect(body).toMatchObject(validSubmission());
    expect(response.headers.location).toBe(`/api/contact-forms/${body.id}`);

    const stored = await t.app.inject({ url: `/api/contact-forms/${body.id}`, headers: ADMIN });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({
      ...validSubmission(),
      id: body.id,
      createdAt: body.createdAt,
      recipientEmail: 'sales@example.com',
      emailSent: false,
      sendAttempts: 0,
      lastError: null,
    });
  });

  it('accepts boundary lengths and multi-line messages', async () => {
    const response = await post(
      validSubmission({
        name: 'N'.repeat(200),
        email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.org`,
        message: `${'M'.repeat(4990)}\r\n\tend`,
        topic: 'Press',
      }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('rejects invalid fields with a human message per field', async () => {
    const response = await post({
      name: '',
      email: 'not-an-address',
      message: 'x'.repeat(5001),
      topic: 'Sales',
      unexpected: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      error: 'Bad Request',
      validationErrors: {
        name: 'must not be empty',
        email: 'must be a valid e-mail address',
        message: 'must be at most 5000 characters',
        unexpected: 'is not an allowed field',
      },
    });
  });

  it('reports missing fields, blank text and an over-long address', async () => {
    const missing = await post({});
    expect(missing.json().validationErrors).toEqual({
      name: 'is required',
      email: 'is required',
      message: 'is required',
      topic: 'is required',
    });
    const blank = await post(validSubmission({ name: '   ', email: `${'a'.repeat(250)}@x.org` }));
    expect(blank.json().validationErrors).toEqual({
      name: 'must not be blank or contain control characters',
      email: 'must be at most 254 characters',
    });
  });

  it('words the messages in German when the request asks for German (the German contact page)', async () => {
    const german = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact-forms',
        headers: { 'accept-language': 'de' },
        payload: payload as object,
      });
    const invalid = await german({
      name: '   ',
      email: 'keine-adresse',
      message: 'x'.repeat(5001),
      topic: 'Sales',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      message: 'Die Eingaben sind ungültig',
      validationErrors: {
        name: 'darf nicht nur aus Leerzeichen bestehen oder Steuerzeichen enthalten',
        email: 'muss eine gültige E-Mail-Adresse sein',
        message: 'darf höchstens 5000 Zeichen lang sein',
      },
    });
    const unknownTopic = await german(validSubmission({ topic: 'Careers' }));
    expect(unknownTopic.json().validationErrors).toEqual({
      topic: 'muss eines der Themen sein, die das Kontaktformular anbietet',
    });
    // A browser's own header counts too; anything not German gets English.
    const browser = await t.app.inject({
      method: 'POST',
      url: '/api/contact-forms',
      headers: { 'accept-language': 'fr-FR,de;q=0.8' },
      payload: {},
    });
    expect(browser.json().validationErrors.name).toBe('is required');
  });

  it('refuses a topic that no active recipient has', async () => {
    const response = await post(validSubmission({ topic: 'Careers' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual({
      topic: 'must be one of the topics offered by the contact form',
    });
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = (await list()).json().totalElements;
    const response = await post(validSubmission({ website: 'https://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json()).sort()).toEqual(
      ['createdAt', 'email', 'id', 'message', 'name', 'topic'].sort(),
    );
    expect((await list()).json().totalElements).toBe(before);
    expect(
      (await t.app.inject({ url: `/api/contact-forms/${response.json().id}`, headers: ADMIN }))
        .statusCode,
    ).toBe(404);
    // An empty honeypot is what real browsers send.
    expect((await post(validSubmission({ website: '' }))).statusCode).toBe(201);
  });

  it('pages, sorts and filters the admin listing', async () => {
    for (const name of ['Zed', 'Amy', 'Bob']) {
      expect((await post(validSubmission({ name, topic: 'Support' }))).statusCode).toBe(201);
    }
    const all = (await list('?size=100')).json();
    expect(all.totalElements).toBeGreaterThanOrEqual(6);
    const page = (await list('?page=1&size=2&sort=createdAt,asc')).json();
    expect(page).toMatchObject({ number: 1, size: 2, totalElements: all.totalElements });
    expect(page.totalPages).toBe(Math.ceil(all.totalElements / 2));
    expect(page.content).toHaveLength(2);

    const byName = (await list('?sort=name,asc&size=100'))
      .json()
      .content.map((c: { name: string }) => c.name);
    expect(byName).toEqual([...byName].sort());
    const newestFirst = (await list('?size=100'))
      .json()
      .content.map((c: { createdAt: string }) => c.createdAt);
    expect(newestFirst).toEqual([...newestFirst].sort().reverse());

    expect((await list('?emailSent=true')).json().totalElements).toBe(0);
    expect((await list('?emailSent=false')).json().totalElements).toBe(all.totalElements);
    expect((await list('?size=1000')).json().size).toBe(100);
  });

  it('rejects sort fields outside the whitelist and bad paging', async () => {
    const response = await list('?sort=message,asc&page=-1&size=0');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().validationErrors).sort()).toEqual(['page', 'size', 'sort']);
  });

  it('needs the admin token for reading and never reveals whether a record exists', async () => {
    const id = (await post(validSubmission())).json().id;
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      '/api/contact-forms',
      `/api/contact-forms/${id}`,
      `/api/contact-forms/${missing}`,
    ]) {
      for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: 'Basic x' }]) {
        const response = await t.app.inject({ url, headers });
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe(
          'A valid admin token is required (Authorization: Bearer <token>)',
        );
      }
    }
    const notFound = await t.app.inject({ url: `/api/contact-forms/${missing}`, headers: ADMIN });
    expect(notFound.statusCode).toBe(404);
  });
});
