import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/**
 * Visitors' names, e-mail addresses and messages must never reach a log line. Bodies are never
 * logged; the request line keeps only the path (query strings can carry anything) with e-mail-like
 * segments masked; credentials and cookies are redacted in case a header ever gets logged.
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.body',
        'body',
        'request.body',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return {
          method: request.method,
          ...cut('path', safePath(request.url)),
          ...(request.ip === undefined ? {} : cut('ip', request.ip)),
        };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
      err(error: Error & { code?: unknown; statusCode?: unknown }) {
        // Only these fields: driver errors carry details such as "Key (topic)=(...)".
        return {
          type: error.name,
          ...cut('message', error.message, ERROR_MESSAGE_MAX),
          code: error.code,
          statusCode: error.statusCode,
          ...cut('stack', error.stack ?? '', ERROR_STACK_MAX),
        };
      },
    },
  };
}

/**
 * Longest text a client chooses (path, address) that goes into a log line as it is: a 16 KB URL
 * made a 16 KB line, and one client wrote 155 MB of them in 10 s (issue 35). Longer text is cut,
 * with its full length logged beside it (`path: "/aaaa…", pathLength: 16384`).
 */
export const LOGGED_TEXT_MAX = 200;
const ERROR_MESSAGE_MAX = 1_000;
const ERROR_STACK_MAX = 4_000;

/** `{ [name]: text }`, or the cut text and `{ [name]Length }` when it is longer than `max`. */
export function cut<Name extends string>(
  name: Name,
  text: string,
  max = LOGGED_TEXT_MAX,
): Record<Name, string> & Record<string, unknown> {
  if (text.length <= max) return { [name]: text } as Record<Name, string>;
  return { [name]: `${text.slice(0, max)}…`, [`${name}Length`]: text.length } as Record<
    Name,
    string
  >;
}

/**
 * The path without query string, each segment holding an e-mail-like `@` (or `%40`) masked.
 * Linear in the URL's length: a backtracking pattern over the whole path was quadratic, and one
 * 16 KB path cost a quarter of a second of CPU on every request (issue 18).
 */
export function safePath(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  return path
    .split('/')
    .map((segment) => (holdsAt(segment) ? '[redacted]' : segment))
    .join('/');
}

function holdsAt(segment: string): boolean {
  return segment.includes('@') || /%40/i.test(segment);
}
