import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { ADMIN } from './test-config';

/** Generators of API requests for the property tests: plausible, wrong, and plain garbage. */
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 300 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\r\n', 'Sales', 'Support', '__proto__', '💥'),
  fc.string({ minLength: 190, maxLength: 6000 }),
);
const anyEmail = fc.oneof(fc.emailAddress(), anyText, fc.constant(`${'a'.repeat(250)}@x.org`));
const anyJson = fc.jsonValue({ maxDepth: 3 });
/** A field value: mostly plausible, often wrong in type or content. */
const fieldValue = (plausible: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 3, arbitrary: plausible },
    { weight: 1, arbitrary: anyText },
    { weight: 1, arbitrary: anyJson },
  );

const contactFormBody = fc.record(
  {
    name: fieldValue(fc.string({ minLength: 1, maxLength: 200 })),
    email: fieldValue(anyEmail),
    message: fieldValue(fc.string({ minLength: 1, maxLength: 5000 })),
    topic: fieldValue(fc.constantFrom('Sales', 'Support', 'Press', 'Unknown', 'sales')),
    website: fieldValue(fc.constantFrom('', 'http://spam.example')),
    extra: anyJson,
  },
  { requiredKeys: [] },
);
const nonBlank = (text: fc.Arbitrary<string>) => text.map((v) => (v.trim() === '' ? `x${v}` : v));
/** Valid submissions with international text, so storing really happens on both databases. */
const validContactFormBody = fc.record({
  name: nonBlank(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 })),
  email: fc.emailAddress().filter((e) => e.length <= 254),
  message: nonBlank(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 400 })),
  topic: fc.constantFrom('Sales', 'Support', 'Press'),
});
const recipientBody = fc.record(
  {
    topic: fieldValue(fc.string({ minLength: 1, maxLength: 100 })),
    email: fieldValue(fc.emailAddress()),
    active: fieldValue(fc.boolean()),
    id: anyJson,
  },
  { requiredKeys: [] },
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/jsonx',
  '',
);

/** A raw request body for POST /api/contact-forms: objects, any JSON, or not JSON at all. */
export const contactFormRequest: fc.Arbitrary<InjectOptions> = fc.oneof(
  {
    weight: 5,
    arbitrary: contactFormBody.map((payload) => jsonPost('/api/contact-forms', payload)),
  },
  {
    weight: 2,
    arbitrary: validContactFormBody.map((payload) => jsonPost('/api/contact-forms', payload)),
  },
  { weight: 2, arbitrary: anyJson.map((payload) => jsonPost('/api/contact-forms', payload)) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ unit: 'binary', maxLength: 200 }), contentType)
      .map(([payload, type]): InjectOptions => ({
        method: 'POST',
        url: '/api/contact-forms',
        payload,
        headers: type ? { 'content-type': type } : {},
      })),
  },
);

const queryKey = fc.constantFrom('page', 'size', 'sort', 'emailSent', 'active', 'x', 'page[]', '');
const queryValue = fc.oneof(
  fc.constantFrom('0', '1', '-1', '100', '101', '1e3', '0x10', '9999999999', 'true', 'false', '1'),
  fc.constantFrom('createdAt,desc', 'id,asc', 'topic', 'name,up', 'email,desc', 'active,asc'),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const queryString = fc.oneof(
  fc
    .array(fc.tuple(queryKey, queryValue), { maxLength: 5 })
    .map((pairs) => new URLSearchParams(pairs).toString()),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((raw) => encodeURI(raw)),
);
export const listRequest: fc.Arbitrary<InjectOptions> = fc
  .tuple(fc.constantFrom('/api/contact-forms', '/api/recipients'), queryString, fc.boolean())
  .map(([path, query, admin]) => ({
    method: 'GET',
    url: `${path}?${query}`,
    headers: admin ? ADMIN : {},
  }));
const segment = fc.oneof(
  fc.constantFrom('1', '0', '-1', '2147483648', 'abc', '00000000-0000-4000-8000-000000000000'),
  fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponent),
);
export const pathRequest: fc.Arbitrary<InjectOptions> = fc
  .tuple(
    fc.constantFrom('/api/contact-forms/', '/api/recipients/', '/api/recipients/email/', '/api/'),
    segment,
    fc.constantFrom('GET', 'DELETE', 'PATCH', 'POST', 'PUT', 'HEAD'),
    fc.boolean(),
  )
  .map(([prefix, id, method, admin]) => ({
    method: method as InjectOptions['method'],
    url: prefix + id,
    headers: admin ? ADMIN : {},
    ...(method === 'PATCH' || method === 'POST' ? { payload: { active: true } } : {}),
  }));
export const recipientRequest: fc.Arbitrary<InjectOptions> = fc
  .tuple(recipientBody, fc.constantFrom('POST', 'PATCH'), fc.integer({ min: 1, max: 6 }))
  .map(([payload, method, id]) => ({
    ...jsonPost(method === 'POST' ? '/api/recipients' : `/api/recipients/${id}`, payload),
    method,
    headers: { ...ADMIN, 'content-type': 'application/json' },
  }));

function jsonPost(url: string, payload: unknown): InjectOptions {
  return {
    method: 'POST',
    url,
    payload: JSON.stringify(payload) ?? 'null',
    headers: { 'content-type': 'application/json' },
  };
}
