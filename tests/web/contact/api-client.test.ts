import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, createApiClient } from '../../../src/web/lib/api-client';
import { ApiRequestError } from '../../../src/web/lib/api-error';
import { fetchActiveRecipients, submitContactForm } from '../../../src/web/lib/contact-api';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return (error as ApiRequestError).details;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('API client', () => {
  it('calls the same origin by default, with JSON headers and body', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json({ id: 'x' }, 201));
    const client = createApiClient({ fetchImpl });
    await expect(
      client.request('/api/contact-forms', { method: 'POST', body: { a: 1 } }),
    ).resolves.toEqual({ id: 'x' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact-forms');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
    });
  });

  it('prefixes a configured base URL and encodes the query', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json({ content: [] }));
    const client = createApiClient({ baseUrl: 'https://api.example.org/', fetchImpl });
    await client.request('/api/recipients', {
      query: { page: 0, size: 100, active: true, sort: undefined },
    });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(
      'https://api.example.org/api/recipients?page=0&size=100&active=true',
    );
  });

  it('maps an error answer to the SPEC §3 object', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      json(
        {
          message: 'Validation failed',
          status: 400,
          timestamp: 't',
          error: 'Bad Request',
          validationErrors: { email: 'bad' },
        },
        400,
      ),
    );
    const details = await failureOf(createApiClient({ fetchImpl }).request('/api/x'));
    expect(details).toMatchObject({
      message: 'Validation failed',
      status: 400,
      timestamp: 't',
      validationErrors: { email: 'bad' },
    });
  });

  it('maps a non-JSON error answer with its status and the transport message', async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      async () => new Response('<h1>Bad gateway</h1>', { status: 502 }),
    );
    const details = await failureOf(createApiClient({ fetchImpl }).request('/api/x'));
    expect(details).toMatchObject({
      message: 'Request failed with status code 502',
      status: 502,
      messageFromServer: false,
    });
  });

  it('maps a network failure to status 500 with the transport message', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const details = await failureOf(createApiClient({ fetchImpl }).request('/api/x'));
    expect(details).toMatchObject({
      message: 'Failed to fetch',
      status: 500,
      messageFromServer: false,
    });
  });

  it('gives up after 30 s', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = failureOf(createApiClient({ fetchImpl }).request('/api/x'));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(fetchImpl.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({
      message: 'Request timed out after 30000 ms',
      status: 500,
    });
    expect(API_TIMEOUT_MS).toBe(30_000);
  });
});

describe('contact calls (SPEC §7)', () => {
  it('loads page 0, size 100 of the active recipients and reads content', async () => {
    const recipients = [{ id: 1, topic: 'Sales', email: 's@example.com', active: true }];
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      json({ content: recipients, totalElements: 1, totalPages: 1, number: 0, size: 100 }),
    );
    await expect(fetchActiveRecipients(createApiClient({ fetchImpl }))).resolves.toEqual(
      recipients,
    );
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/api/recipients?page=0&size=100&active=true');
  });

  it('posts the submission with the honeypot field', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json({}, 201));
    const submission = {
      name: 'A',
      email: 'a@example.com',
      message: 'Hi',
      topic: 'Sales',
      website: '',
    };
    await submitContactForm(submission, 'de', createApiClient({ fetchImpl }));
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact-forms');
    expect(JSON.parse(init.body as string)).toEqual(submission);
    // The page's language, so the server's validation messages come back in it.
    expect((init.headers as Record<string, string>)['accept-language']).toBe('de');
  });
});
