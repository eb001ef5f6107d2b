import type { preValidationAsyncHookHandler } from 'fastify';

/**
 * Text fields in Unicode NFC before validation, so "é" typed as e + combining accent is the same
 * text (and length) as the precomposed one in the database and the mail.
 */
export function normaliseToNfc(fields: string[]): preValidationAsyncHookHandler {
  return async (request) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    for (const field of fields) {
      const value = record[field];
      if (typeof value === 'string') record[field] = value.normalize('NFC');
    }
  };
}
