import type { FastifyInstance } from 'fastify';
import { apiErrorBody } from '../http-error';
import { noteForRequestLine } from './request-log';

/**
 * The longest request URL (path and query) the server reads. The longest one the site itself can
 * produce is an admin search: every list parameter and a 200-character `q` of four-byte characters,
 * percent-encoded, about 2,500 bytes (tests/server/request-log.test.ts builds it); page paths are
 * under 60 characters, and tracking parameters added by mail and ad tools stay well under 1 KiB.
 * 4 KiB leaves room for both; a 16 KB URL was otherwise logged whole (issue 35).
 */
export const MAX_URL_LENGTH = 4 * 1024;

const TOO_LONG_PAGE =
  '<!doctype html><html lang="de"><meta charset="utf-8"><title>414</title>' +
  '<h1>Diese Adresse ist zu lang. / This address is too long.</h1>' +
  '<p><a href="/">Startseite</a> · <a href="/en">Home</a></p></html>';

/** Answers 414 before anything else reads an over-long URL: the error object under /api. */
export function refuseLongUrls(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const length = request.url.length;
    if (length <= MAX_URL_LENGTH) return done();
    // The request line still names the path (cut short by the logger), never the whole URL.
    noteForRequestLine(request, 'URL too long', { urlLength: length });
    void reply.code(414).header('cache-control', 'no-store');
    if (request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
      void reply.send(apiErrorBody(414, `The request URL is longer than ${MAX_URL_LENGTH} bytes`));
    } else {
      void reply.type('text/html; charset=utf-8').send(TOO_LONG_PAGE);
    }
  });
}
