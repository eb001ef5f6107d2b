import { ApiRequestError, toApiError } from './api-error';

/** SPEC §7/§9: every call of the site's own API gives up after 30 s. */
export const API_TIMEOUT_MS = 30_000;

export type QueryValue = string | number | boolean;

export interface ApiClientOptions {
  /** Origin (and optional path) the `/api/...` paths are appended to; '' means same origin. */
  baseUrl?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue | undefined>;
  body?: unknown;
  /** Sent as Accept-Language, so the server words its messages in the page's language. */
  language?: string;
}

export interface ApiClient {
  request<T>(path: string, request?: ApiRequest): Promise<T>;
}

/**
 * A JSON client for the site's own API. Every failure (HTTP error, network error, timeout)
 * rejects with an ApiRequestError carrying the SPEC §3 error object.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  return {
    async request<T>(path: string, { method = 'GET', query, body, language }: ApiRequest = {}) {
      // Looked up per call so tests (and polyfills) can replace the global fetch.
      const doFetch = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      let response: Response;
      let payload: unknown;
      try {
        response = await doFetch(baseUrl + path + queryString(query), {
          method,
          headers: {
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(language === undefined ? {} : { 'accept-language': language }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
        });
        // The timeout covers the body too: a server that stalls after the headers still fails.
        payload = parseJson(response.status === 204 ? '' : await response.text());
      } catch (error) {
        const transportMessage = controller.signal.aborted
          ? `Request timed out after ${timeoutMs} ms`
          : error instanceof Error
            ? error.message
            : undefined;
        throw new ApiRequestError(toApiError({ transportMessage }));
      } finally {
        clearTimeout(timer);
      }
      if (!response.ok) {
        throw new ApiRequestError(
          toApiError({
            body: payload,
            status: response.status,
            transportMessage: `Request failed with status code ${response.status}`,
          }),
        );
      }
      return payload as T;
    },
  };
}

function queryString(query: ApiRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The body as JSON, or undefined when there is none or it is not JSON (e.g. a proxy's HTML page). */
function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The client the site uses: same origin unless VITE_API_BASE_URL names another base. */
export const apiClient = createApiClient({
  baseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '',
});
