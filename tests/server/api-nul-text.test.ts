import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { expectErrorObject } from './helpers/error-object';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { ADMIN, validSubmission } from './helpers/test-config';

const targets = await databaseTargets();

/**
 * U+0000 in a text: PostgreSQL refuses it (error 22021, answered 500) while SQLite stores it, so
 * the API refuses it before any route sees it, in every query, body and path string (issue 35).
 */
describe.each(targets)('NUL characters in API input on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, {}, { startMailWorker: false });
  });
  afterAll(async () => t?.close());

  const json = (method: 'POST' | 'PATCH', url: string, payload: unknown): InjectOptions => ({
    method,
    url,
    headers: { ...ADMIN, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

  const cases: Array<[string, InjectOptions, string]> = [
    ['search query', { url: '/api/contact-forms?q=%00', headers: ADMIN }, 'q'],
    ['search query, NUL inside', { url: '/api/contact-forms?q=a%00b', headers: ADMIN }, 'q'],
    ['sort query', { url: '/api/recipients?sort=id%00', headers: ADMIN }, 'sort'],
    [
      'recipient topic',
      json('POST', '/api/recipients', { topic: 'Careers\u0000', email: 'jobs@example.org' }),
      'topic',
    ],
    ['recipient patch', json('PATCH', '/api/recipients/1', { topic: '\u0000' }), 'topic'],
    [
      'contact form message',
      json('POST', '/api/contact-forms', validSubmission({ message: 'Hello\u0000there' })),
      'message',
    ],
    [
      'e-mail path parameter',
      { url: '/api/recipients/email/sales%00@example.com', headers: ADMIN },
      'email',
    ],
  ];

  it.each(cases)(
    'refuses NUL in the %s with 400 and a field message',
    async (_, request, field) => {
      const response = await t.app.inject(request);
      const body = expectErrorObject(response, 400);
      expect(body.validationErrors).toEqual({
        [field]: 'must not contain the character U+0000 (NUL)',
      });
      const german = await t.app.inject({
        ...request,
        headers: { ...request.headers, 'accept-language': 'de' },
      });
      expect(german.json().validationErrors[field]).toBe(
        'darf das Zeichen U+0000 (NUL) nicht enthalten',
      );
    },
  );

  it('still accepts the same requests without the NUL', async () => {
    expect(
      (await t.app.inject({ url: '/api/contact-forms?q=ab', headers: ADMIN })).statusCode,
    ).toBe(200);
    const stored = await t.app.inject(
      json('POST', '/api/contact-forms', validSubmission({ message: 'Hello there' })),
    );
    expect(stored.statusCode).toBe(201);
  });
  it('answers 400, not 500, to a body nested thousands of levels deep (well under the size limit)', async () => {
    for (const url of ['/api/contact-forms', '/api/recipients']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...ADMIN, 'content-type': 'application/json' },
        payload: '['.repeat(8000) + ']'.repeat(8000),
      });
      expect(response.statusCode, url).toBe(400);
    }
  });
});
