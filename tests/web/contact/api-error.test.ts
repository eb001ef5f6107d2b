import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_MESSAGE, toApiError } from '../../../src/web/lib/api-error';

const now = new Date('2025-05-01T10:00:00.000Z');

describe('client error mapping (SPEC §8)', () => {
  it('takes message, status, timestamp, error and validationErrors from the answer', () => {
    const mapped = toApiError({
      body: {
        message: 'Validation failed',
        status: 400,
        timestamp: '2025-04-30T08:00:00.000Z',
        error: 'Bad Request',
        validationErrors: { email: 'must be a valid e-mail address' },
      },
      status: 400,
      transportMessage: 'Request failed with status code 400',
      now,
    });
    expect(mapped).toEqual({
      message: 'Validation failed',
      status: 400,
      timestamp: '2025-04-30T08:00:00.000Z',
      error: 'Bad Request',
      validationErrors: { email: 'must be a valid e-mail address' },
      messageFromServer: true,
    });
  });

  it('falls back to the transport message when the body has none', () => {
    const mapped = toApiError({
      body: '<html>Bad gateway</html>',
      status: 502,
      transportMessage: 'Request failed with status code 502',
      now,
    });
    expect(mapped.message).toBe('Request failed with status code 502');
    expect(mapped.status).toBe(502);
    expect(mapped.messageFromServer).toBe(false);
  });

  it('marks the message as from the server only when the body is our error object', () => {
    const ours = toApiError({ body: { message: 'Validation failed', status: 400 }, status: 400 });
    expect(ours.messageFromServer).toBe(true);
    const other = toApiError({ body: { message: 'Bad Gateway' }, status: 502 });
    expect(other.message).toBe('Bad Gateway');
    expect(other.messageFromServer).toBe(false);
  });

  it('says "An error occurred" with neither, status 500 without an answer, and now as timestamp', () => {
    const mapped = toApiError({ now });
    expect(mapped).toEqual({
      message: DEFAULT_ERROR_MESSAGE,
      status: 500,
      timestamp: now.toISOString(),
      messageFromServer: false,
    });
    expect(DEFAULT_ERROR_MESSAGE).toBe('An error occurred');
  });

  it('ignores empty or non-text fields in the body', () => {
    const mapped = toApiError({
      body: { message: '  ', timestamp: 12, validationErrors: { name: 3, email: 'bad' } },
      status: 400,
      transportMessage: 'Failed to fetch',
      now,
    });
    expect(mapped.message).toBe('Failed to fetch');
    expect(mapped.timestamp).toBe(now.toISOString());
    expect(mapped.validationErrors).toEqual({ email: 'bad' });
  });

  it('drops a validationErrors map with nothing showable in it', () => {
    expect(toApiError({ body: { validationErrors: [] }, now }).validationErrors).toBeUndefined();
    expect(toApiError({ body: { validationErrors: {} }, now }).validationErrors).toBeUndefined();
  });
});
