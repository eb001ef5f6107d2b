import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { PRECOMPRESSED_FILE, cacheControlFor } from '../site/cache-policy';
import { needsFileStream, sendCached } from '../site/cached-reply';
import { canonicalRedirect, cleanPath, hasControlCharacter } from '../site/clean-url';
import { SiteFileCache } from '../site/file-cache';
import { negotiateLanguage } from '../site/language-negotiation';
import type { SiteLanguage } from '../site/language-negotiation';
import { SiteFiles, safeSegments } from '../site/site-files';
import type { PageNotFoundHandler } from './error-handling';

// Lower-case accept-encoding: @fastify/compress looks for exactly that before adding its own.
const HTML_VARY = 'Cookie, Accept-Language, accept-encoding';

const ADMIN_SHELL = /^(en\/)?admin\/index\.html$/;

const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/**
 * Serves the prerendered site (dist/client layout: <path>/index.html per German page,
 * en/<path>/index.html per English page, 404 pages, hashed assets/). Returns the handler the
 * not-found machinery uses for browser 404s, or undefined when there is no build to serve.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  siteDir: string,
): Promise<PageNotFoundHandler | undefined> {
  const files = await SiteFiles.open(siteDir);
  if (!files) return undefined;
  // preCompressed: the build's .br/.gz files go out as they are, no compression per request.
  await app.register(fastifyStatic, { root: files.rootDir, serve: false, preCompressed: true });

  const cache = new SiteFileCache(files);

  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    relative: string,
    language?: SiteLanguage,
    status = 200,
  ) => {
    reply.header('cache-control', cacheControlFor(relative));
    if (relative.endsWith('.html')) reply.header('vary', HTML_VARY);
    else if (PRECOMPRESSED_FILE.test(relative)) reply.header('vary', 'accept-encoding');
    if (language) reply.header('content-language', language);
    // The admin screens' shells: never in a search index (their HTML says so too).
    if (ADMIN_SHELL.test(relative)) reply.header('x-robots-tag', 'noindex, nofollow');
    // A 404 page must not turn into an empty 304 through conditional-request handling, nor into
    // a 206 with part of the page through a Range header.
    const whole = status === 200;
    reply.code(status);
    // Pages and small files from memory (decision 038); ranges and rarer conditions, and large
    // files, from disk through @fastify/static.
    const cached =
      whole && needsFileStream(request.headers) ? undefined : await cache.get(relative);
    if (cached) return sendCached(request.headers, reply, cached, whole);
    return reply.sendFile(relative, {
      cacheControl: false,
      etag: whole,
      lastModified: whole,
      acceptRanges: whole,
    });
  };

  const firstExisting = (candidates: string[]): string | undefined =>
    candidates.find((candidate) => files.isFile(candidate));

  const sendNotFoundPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const segments = safeSegments(pathOf(request.url)) ?? [];
    const english = segments[0] === 'en';
    const language = english ? 'en' : negotiateLanguage(request.headers);
    const section = english ? segments[1] : segments[0];
    const prefix = language === 'en' ? 'en/' : '';
    const page = firstExisting([
      ...(section === 'news' ? [`${prefix}news/404.html`] : []),
      `${prefix}404.html`,
      '404.html',
    ]);
    if (!page)
      return reply.code(404).header('vary', HTML_VARY).type('text/plain').send('Not found');
    return send(request, reply, page, page.startsWith('en/') ? 'en' : 'de', 404);
  };

  // The build's files carry their compressed copies (prepared once, file-cache.ts); per-request
  // compression would only cost time. A GET has no body to decompress.
  app.get('/*', { config: { compress: false, decompress: false } }, async (request, reply) => {
    const rawPath = pathOf(request.url);
    if (isApiPath(rawPath)) return reply.callNotFound();
    if (hasControlCharacter(rawPath)) {
      throw new HttpError(400, 'The request URL contains control characters');
    }
    const segments = safeSegments(rawPath);
    if (!segments) return sendNotFoundPage(request, reply);
    const redirect = canonicalRedirect(rawPath, segments);
    if (redirect) {
      const query = request.url.slice(rawPath.length);
      return reply.redirect(cleanPath(redirect.segments, query), redirect.status);
    }
    const relative = segments.join('/');
    // The build's .br/.gz siblings are a way of sending their file, not pages of their own.
    const isCompressedCopy =
      /\.(br|gz)$/.test(relative) && PRECOMPRESSED_FILE.test(relative.slice(0, -3));
    if (relative !== '' && !isCompressedCopy && files.isFile(relative)) {
      return send(request, reply, relative);
    }

    const pageFile = (path: string) => (path === '' ? 'index.html' : `${path}/index.html`);
    // Every URL under /admin (/en/admin) is a screen of the admin app: its one shell answers.
    const adminShell = adminShellFor(segments);
    if (adminShell) {
      const shell = firstExisting([adminShell]);
      if (shell) return send(request, reply, shell, shell.startsWith('en/') ? 'en' : 'de');
    }
    if (segments[0] === 'en') {
      const page = firstExisting([pageFile(relative)]);
      return page ? send(request, reply, page, 'en') : sendNotFoundPage(request, reply);
    }
    // Unprefixed URL: German unless English is preferred and this page exists in English
    // (article slugs differ between languages, so an English file may be missing).
    const candidates =
      negotiateLanguage(request.headers) === 'en'
        ? [pageFile(relative === '' ? 'en' : `en/${relative}`), pageFile(relative)]
        : [pageFile(relative)];
    const page = firstExisting(candidates);
    if (!page) return sendNotFoundPage(request, reply);
    return send(request, reply, page, page.startsWith('en/') ? 'en' : 'de');
  });

  return async (request, reply) => {
    const method = request.method;
    if ((method !== 'GET' && method !== 'HEAD') || isApiPath(pathOf(request.url))) return false;
    await sendNotFoundPage(request, reply);
    return true;
  };
}

/** The admin shell serving these URL segments, if they are an admin screen's. */
function adminShellFor(segments: string[]): string | undefined {
  if (segments[0] === 'admin') return 'admin/index.html';
  if (segments[0] === 'en' && segments[1] === 'admin') return 'en/admin/index.html';
  return undefined;
}

function pathOf(url: string): string {
  return url.split('?')[0] ?? '/';
}
