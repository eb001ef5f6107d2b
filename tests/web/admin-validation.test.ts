import { createInstance } from 'i18next';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { adminSessionCreate, recipientCreate, recipientPatch } from 'virtual:admin-validators';
import en from '../../locales/en/admin.json';
import { fieldErrors } from '../../src/web/admin/validation/field-errors';

/**
 * Issue 23: the admin forms are checked with the API's own schemas, compiled at build time
 * (scripts/admin-validators-plugin.ts). Agreement with the server: tests/server/admin-validators.test.ts.
 */
const texts = createInstance();
await texts.init({ lng: 'en', resources: { en: { translation: { admin: en } } } });
const t = texts.t.bind(texts) as TFunction;

describe('admin form validation', () => {
  it('names each field with a message in the screen language', () => {
    expect(fieldErrors(recipientCreate, { topic: '', email: 'not-an-address' }, t)).toEqual({
      topic: 'Please fill this in.',
      email: 'Please enter a valid e-mail address.',
    });
    expect(fieldErrors(recipientCreate, { email: 'a@example.org' }, t)).toEqual({
      topic: 'Please fill this in.',
    });
    expect(
      fieldErrors(recipientCreate, { topic: 'x'.repeat(101), email: 'a@example.org' }, t),
    ).toEqual({
      topic: 'At most 100 characters.',
    });
    expect(fieldErrors(recipientPatch, { topic: 'Sales\u202E' }, t)).toEqual({
      topic: 'A topic is one line of visible text, without control characters.',
    });
    expect(fieldErrors(adminSessionCreate, { token: '' }, t)).toEqual({
      token: 'Please fill this in.',
    });
    expect(fieldErrors(recipientCreate, { topic: 'Careers', email: 'jobs@müller.de' }, t)).toEqual(
      {},
    );
  });
});
