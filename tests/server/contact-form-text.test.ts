import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asciiEmailAddress } from '../../src/server/validation/email-address';
import { databaseTargets } from './helpers/databases';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { ADMIN, validSubmission } from './helpers/test-config';

const [sqlite] = await databaseTargets();
const INVISIBLE =
  'must not contain invisible, text-direction or line-separator characters (one line of visible text)';

describe('text a mail client could show spoofed, and e-mail addresses (issue 18)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(sqlite!, {}, { startMailWorker: false });
  });
  afterAll(async () => t?.close());

  const post = (overrides: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact-forms',
      headers: { 'content-type': 'application/json', ...headers },
      // JSON.stringify writes an unpaired surrogate as \ud800, so it arrives as one.
      payload: JSON.stringify(validSubmission(overrides)),
    });
  const stored = async (id: string) =>
    (await t.app.inject({ url: `/api/contact-forms/${id}`, headers: ADMIN })).json();

  it('refuses bidi controls, zero-width, separator and C1 characters and unpaired surrogates in one-line fields', async () => {
    for (const name of [
      'Jane \u202Eeod',
      'Ja\u200Bne',
      'Jane\u2028Doe',
      'Jane\u0085Doe',
      'Jane \uD800',
      'Jane \uDFFF Doe',
      '\u2066Jane\u2069',
      'Jane\uE000',
      'Jane\u00AD',
    ]) {
      const response = await post({ name });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().validationErrors, JSON.stringify(name)).toEqual({ name: INVISIBLE });
    }
    const topic = await post({ topic: 'Sales\u202E' });
    expect(topic.json().validationErrors).toEqual({ topic: INVISIBLE });
    const german = await post({ name: 'Jane \u202Eeod' }, { 'accept-language': 'de' });
    expect(german.json().validationErrors.name).toMatch(/unsichtbaren Zeichen/);
  });

  it('keeps ordinary line breaks, tabs and emoji in the message, but no text-direction tricks', async () => {
    const ok = await post({ message: 'Hallo,\r\n\tich habe eine Frage 👩‍💻 zu Ihrem Angebot.\n' });
    expect(ok.statusCode).toBe(201);
    for (const message of ['Pay \u202Eoot', 'a\u2029b', 'a\u0085b', 'x \uDBFF', 'a\u2066b']) {
      const response = await post({ message });
      expect(response.statusCode, JSON.stringify(message)).toBe(400);
      expect(response.json().validationErrors).toEqual({ message: INVISIBLE });
    }
  });

  it('stores text in Unicode NFC', async () => {
    const response = await post({ name: 'Rene\u0301 Mu\u0308ller', message: 'Gru\u0308\u00DFe' });
    expect(response.statusCode).toBe(201);
    const record = await stored(response.json().id);
    expect(record.name).toBe('Ren\u00E9 M\u00FCller');
    expect(record.message).toBe('Gr\u00FC\u00DFe');
  });

  it('enforces 64 characters per local part and 63 per domain label', async () => {
    const tooLongLocal = await post({ email: `${'a'.repeat(65)}@example.org` });
    expect(tooLongLocal.json().validationErrors).toEqual({
      email: 'must be a valid e-mail address',
    });
    const tooLongLabel = await post({ email: `jane@${'b'.repeat(64)}.org` });
    expect(tooLongLabel.json().validationErrors).toEqual({
      email: 'must be a valid e-mail address',
    });
    expect((await post({ email: `${'a'.repeat(64)}@${'b'.repeat(63)}.org` })).statusCode).toBe(201);
  });

  it('accepts internationalised domains and stores them in punycode, as mail carries them', async () => {
    const response = await post({ email: 'kunde@müller-bäckerei.de' });
    expect(response.statusCode).toBe(201);
    expect((await stored(response.json().id)).email).toBe('kunde@xn--mller-bckerei-hfb76a.de');
    expect((await post({ email: 'info@例え.jp' })).statusCode).toBe(201);
  });

  it('reads addresses as mail systems do', () => {
    expect(asciiEmailAddress('Jane.Doe+news@Example.ORG')).toBe('Jane.Doe+news@example.org');
    for (const bad of [
      'plain',
      '@example.org',
      'jane@',
      'jane@localhost',
      'jane@example.123',
      'jane..doe@example.org',
      '.jane@example.org',
      'jane doe@example.org',
      'jane@exa mple.org',
      'jane@-example.org',
      'jäne@example.org',
      `jane@${'a.'.repeat(127)}org`,
    ]) {
      expect(asciiEmailAddress(bad), bad).toBeUndefined();
    }
  });
});
