import { STATUS_CODES } from 'node:http';
import { expect } from 'vitest';

interface InjectResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Checks that the SPEC §3 error object was answered, and nothing else. Returns it. */
export function expectErrorObject(
  response: InjectResponse,
  status: number,
): Record<string, unknown> {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(isErrorObject(body, status)).toBe(true);
  expect(body.error).toBe(STATUS_CODES[status]);
  return body;
}

/** Shape check usable inside property tests (no expect, just a boolean). */
export function isErrorObject(body: unknown, status: number): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  const allowed = new Set(['message', 'status', 'timestamp', 'error', 'validationErrors']);
  if (!Object.keys(b).every((key) => allowed.has(key))) return false;
  if (typeof b.message !== 'string' || b.message === '') return false;
  if (b.status !== status || typeof b.error !== 'string') return false;
  if (typeof b.timestamp !== 'string' || Number.isNaN(Date.parse(b.timestamp))) return false;
  if (b.validationErrors !== undefined) {
    // Field messages come with a refused body (400) or a conflict on one field (409: a topic
    // another recipient already has, shown at that field on the admin screen).
    if (
      ![400, 409].includes(status) ||
      typeof b.validationErrors !== 'object' ||
      b.validationErrors === null
    ) {
      return false;
    }
    if (!Object.values(b.validationErrors).every((m) => typeof m === 'string' && m !== '')) {
      return false;
    }
  }
  return true;
}
