import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { HttpError } from '../http-error';
import { API_MESSAGES, messageLanguage } from '../validation/client-messages';
import type { AdminSessions } from './admin-sessions';
import type { AddressLimit } from './rate-limit';

export interface AdminGuards {
  /** onRequest hook: admin token or session required. Runs before body parsing and any lookup. */
  adminOnly: onRequestHookHandler;
  /** onRequest hook for GET /api/recipients: public when asking only for active recipients. */
  adminOrActiveListing: onRequestHookHandler;
}

/** The admin screens' session cookie: a random session id, looked up in the database. */
export const ADMIN_COOKIE = 'prol_admin';
/** The cookie only ever goes to the API: the /admin page itself is public (a sign-in form). */
export const ADMIN_COOKIE_PATH = '/api';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Registers cookie parsing and setting. Nothing is signed: the cookie is a random session id that
 * only means something while its row exists (decision 146).
 */
export async function registerAdminCookies(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie, { hook: 'onRequest' });
}

/**
 * True when the request comes from a page of this origin. Browsers send Sec-Fetch-Site on every
 * fetch; older ones at least send Origin on a POST, PATCH or DELETE. A request with neither is
 * not from a browser page of ours, so a cookie alone cannot authorise it (no CSRF).
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  return origin === `${request.protocol}://${request.host}`;
}

/**
 * The expiry (ms since 1970) of the session the request's cookie names, while it lasts. A cookie
 * is 32 random bytes, no guess of the token or of anything else, so one that names no session does
 * not count as a failed credential, and a live one is not held back while its address is blocked
 * (decisions 145, 146).
 */
export function sessionExpiry(
  request: FastifyRequest,
  sessions: AdminSessions,
): Promise<number | undefined> {
  return sessions.expiryOf(request.cookies?.[ADMIN_COOKIE]);
}

/** The token of an `Authorization: Bearer <token>` header, if the request has one. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  return /^Bearer[ ]+(\S+)\s*$/i.exec(header)?.[1];
}

/**
 * `failures` counts every failed credential of the client's address (a wrong Bearer token here, a
 * wrong token at sign-in); once it is used up, every token from that address is answered 429, the
 * right one too, so a guesser learns nothing more until the window ends (decision 145).
 * A request without any credential is no guess: it is answered 401 and counts nothing.
 */
export function createAdminGuards(
  adminToken: string | undefined,
  failures: AddressLimit,
  sessions: AdminSessions,
): AdminGuards {
  // Comparing fixed-length digests keeps timingSafeEqual usable and hides the token's length.
  const expected = adminToken === undefined ? undefined : digest(adminToken);

  /** 'yes', 'no', or 'cross-site' (a valid session cookie on a state change from elsewhere). */
  const admission = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<'yes' | 'no' | 'cross-site'> => {
    const token = bearerToken(request);
    if (token !== undefined) {
      if (expected !== undefined && timingSafeEqual(digest(token), expected)) {
        await failures.check(request, reply);
        return 'yes';
      }
      await failures.count(request, reply);
      return 'no';
    }
    if ((await sessionExpiry(request, sessions)) === undefined) return 'no';
    if (SAFE_METHODS.has(request.method) || isSameOrigin(request)) return 'yes';
    return 'cross-site';
  };

  const refuse = (request: FastifyRequest, state: 'no' | 'cross-site'): HttpError => {
    if (state === 'cross-site') {
      return new HttpError(403, API_MESSAGES[messageLanguage(request.headers)].crossSite);
    }
    // Unchanged wording for API clients; the admin screens' session is the other way in.
    return new HttpError(401, 'A valid admin token is required (Authorization: Bearer <token>)');
  };

  return {
    async adminOnly(request, reply) {
      const state = await admission(request, reply);
      if (state === 'yes') return;
      if (state === 'no') reply.header('www-authenticate', 'Bearer');
      throw refuse(request, state);
    },
    async adminOrActiveListing(request, reply) {
      // Raw query text: validation has not run yet in onRequest.
      const query = request.query as Record<string, unknown>;
      if (query.active === 'true') return;
      const state = await admission(request, reply);
      if (state === 'yes') return;
      if (state === 'no') reply.header('www-authenticate', 'Bearer');
      throw refuse(request, state);
    },
  };
}

/** True when `token` is the admin token (constant time; false when no token is configured). */
export function tokenMatches(adminToken: string | undefined, token: string): boolean {
  if (adminToken === undefined) return false;
  return timingSafeEqual(digest(token), digest(adminToken));
}
