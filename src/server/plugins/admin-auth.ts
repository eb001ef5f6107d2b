import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { HttpError } from '../http-error';
import { API_MESSAGES, messageLanguage } from '../validation/client-messages';

export interface AdminGuards {
  /** onRequest hook: admin token or session required. Runs before body parsing and any lookup. */
  adminOnly: onRequestHookHandler;
  /** onRequest hook for GET /api/recipients: public when asking only for active recipients. */
  adminOrActiveListing: onRequestHookHandler;
}

/** The admin screens' session cookie (signed; its value is the expiry time in ms). */
export const ADMIN_COOKIE = 'prol_admin';
/** The cookie only ever goes to the API: the /admin page itself is public (a sign-in form). */
export const ADMIN_COOKIE_PATH = '/api';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Registers cookie parsing and signing. The signing key is derived from ADMIN_TOKEN, so every
 * instance of the server agrees on it without another secret, and changing the token ends every
 * session (decision 141). Without a token no session can be made; the key is then random.
 */
export async function registerAdminCookies(
  app: FastifyInstance,
  adminToken: string | undefined,
): Promise<void> {
  const secret = createHmac('sha256', adminToken ?? digest(String(Math.random())))
    .update('prol admin session cookie v1')
    .digest('hex');
  await app.register(fastifyCookie, { secret, hook: 'onRequest' });
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

/** The session's expiry (ms since 1970) when the request carries a valid, unexpired cookie. */
export function sessionExpiry(request: FastifyRequest, now = Date.now()): number | undefined {
  const raw = request.cookies?.[ADMIN_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null || !/^\d{1,15}$/.test(unsigned.value)) {
    return undefined;
  }
  const expires = Number(unsigned.value);
  return expires > now ? expires : undefined;
}

export function createAdminGuards(adminToken: string | undefined): AdminGuards {
  // Comparing fixed-length digests keeps timingSafeEqual usable and hides the token's length.
  const expected = adminToken === undefined ? undefined : digest(adminToken);

  const hasToken = (request: FastifyRequest): boolean => {
    if (expected === undefined) return false;
    const header = request.headers.authorization;
    if (typeof header !== 'string') return false;
    const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) return false;
    return timingSafeEqual(digest(match[1]), expected);
  };

  /** 'yes', 'no', or 'cross-site' (a valid session cookie on a state change from elsewhere). */
  const admission = (request: FastifyRequest): 'yes' | 'no' | 'cross-site' => {
    if (hasToken(request)) return 'yes';
    if (expected === undefined || sessionExpiry(request) === undefined) return 'no';
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
      const state = admission(request);
      if (state === 'yes') return;
      if (state === 'no') reply.header('www-authenticate', 'Bearer');
      throw refuse(request, state);
    },
    async adminOrActiveListing(request, reply) {
      // Raw query text: validation has not run yet in onRequest.
      const query = request.query as Record<string, unknown>;
      if (query.active === 'true') return;
      const state = admission(request);
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
