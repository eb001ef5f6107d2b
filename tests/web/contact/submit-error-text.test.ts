import { describe, expect, it } from 'vitest';
import { toApiError } from '../../../src/web/lib/api-error';
import { submitErrorText } from '../../../src/web/sections/contact-form/submit-error-text';

const GENERIC = 'There was an error sending your message. Please try again.';

describe('contact submit failure text (SPEC §8)', () => {
  it('joins validation messages with a comma', () => {
    const error = toApiError({
      body: {
        message: 'Validation failed',
        validationErrors: { name: 'Name is required', email: 'E-mail is invalid' },
      },
      status: 400,
    });
    expect(submitErrorText(error, GENERIC)).toBe('Name is required, E-mail is invalid');
  });

  it('names each field the form shows by its label', () => {
    const error = toApiError({
      body: {
        message: 'Die Eingaben sind ungültig',
        validationErrors: { name: 'darf nicht leer sein', extra: 'ist kein erlaubtes Feld' },
      },
      status: 400,
    });
    const labels: Record<string, string> = { name: 'Name', email: 'E-Mail-Adresse' };
    expect(submitErrorText(error, GENERIC, (field) => labels[field])).toBe(
      'Name: darf nicht leer sein, ist kein erlaubtes Feld',
    );
  });

  it("shows the server's message for other client errors", () => {
    const error = toApiError({
      body: { message: 'Too many requests, please wait a minute', status: 429 },
      status: 429,
    });
    expect(submitErrorText(error, GENERIC)).toBe('Too many requests, please wait a minute');
  });

  it("shows our API's message for a server error too (issue 27.8)", () => {
    const message = 'An unexpected error occurred. Please try again later.';
    const body = { message, status: 500, timestamp: '2026-11-26T10:00:00.000Z' };
    expect(submitErrorText(toApiError({ body, status: 500 }), GENERIC)).toBe(message);
    expect(
      submitErrorText(toApiError({ body: { ...body, status: 503 }, status: 503 }), GENERIC),
    ).toBe(message);
  });

  it('shows the generic text for network failures, timeouts and answers that are not our error object', () => {
    expect(submitErrorText(toApiError({ transportMessage: 'Failed to fetch' }), GENERIC)).toBe(
      GENERIC,
    );
    expect(
      submitErrorText(
        toApiError({ transportMessage: 'Request timed out after 30000 ms' }),
        GENERIC,
      ),
    ).toBe(GENERIC);
    // A gateway's HTML page, and a proxy's own JSON without the error object's status.
    expect(
      submitErrorText(
        toApiError({
          body: undefined,
          status: 502,
          transportMessage: 'Request failed with status code 502',
        }),
        GENERIC,
      ),
    ).toBe(GENERIC);
    expect(
      submitErrorText(toApiError({ body: { message: 'Bad Gateway' }, status: 502 }), GENERIC),
    ).toBe(GENERIC);
    expect(submitErrorText(undefined, GENERIC)).toBe(GENERIC);
  });
});
