import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { isErrorObject } from './helpers/error-object';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import {
  contactFormRequest,
  listRequest,
  pathRequest,
  recipientRequest,
} from './helpers/request-arbitraries';

/**
 * Property: whatever a client sends, the API never answers 5xx and every error is the SPEC §3
 * object. SQLite gets the full 10,000+ cases; PostgreSQL (stricter about text, e.g. NUL bytes)
 * a smaller sample of the same generators.
 */
const targets = await databaseTargets();

function checkResponse(request: InjectOptions, response: LightMyRequestResponse): boolean {
  if (response.statusCode >= 500) return false;
  if (response.statusCode < 400) return true;
  if (request.method === 'HEAD') return response.body === ''; // HEAD answers carry no body
  return isErrorObject(JSON.parse(response.body), response.statusCode);
}

describe.each(targets)('the API under generated input on $name', { timeout: 120_000 }, (target) => {
  const scale = target.name === 'SQLite' ? 1 : 0.06;
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, {}, { startMailWorker: false });
  });
  afterAll(async () => t?.close());

  let seen = new Set<number>();
  const property = (arbitrary: fc.Arbitrary<InjectOptions>) =>
    fc.asyncProperty(arbitrary, async (request) => {
      const response = await t.app.inject(request);
      seen.add(response.statusCode);
      if (!checkResponse(request, response)) {
        throw new Error(
          `${request.method} ${request.url} -> ${response.statusCode} ${response.body}`,
        );
      }
    });
  const runs = (n: number) => ({ numRuns: Math.ceil(n * scale) });
  /** Only the full-size runs are large enough to be sure of reaching every kind of answer. */
  const expectReached = (statuses: number[]) => {
    if (scale === 1) for (const status of statuses) expect(seen).toContain(status);
  };

  // The generators must reach the interesting answers, not only one kind of rejection.
  it('POST /api/contact-forms bodies: 4,500 cases', async () => {
    seen = new Set();
    await fc.assert(property(contactFormRequest), runs(4_500));
    expectReached([201, 400, 415]);
    expect([...seen].every((status) => [201, 400, 415].includes(status))).toBe(true);
  });

  it('list query strings: 3,000 cases', async () => {
    seen = new Set();
    await fc.assert(property(listRequest), runs(3_000));
    expectReached([200, 400, 401]);
    expect([...seen].every((status) => [200, 400, 401].includes(status))).toBe(true);
  });

  it('paths, ids and methods: 1,500 cases', async () => {
    seen = new Set();
    await fc.assert(property(pathRequest), runs(1_500));
    expectReached([400, 401, 404]);
  });

  it('recipient bodies (admin): 1,500 cases', async () => {
    seen = new Set();
    await fc.assert(property(recipientRequest), runs(1_500));
    expectReached([200, 201, 400]);
  });
});
