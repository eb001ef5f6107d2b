import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AdminSessionConfig } from '../config';
import { HttpError, validationFailed } from '../http-error';
import {
  ADMIN_COOKIE,
  ADMIN_COOKIE_PATH,
  isSameOrigin,
  sessionExpiry,
  tokenMatches,
} from '../plugins/admin-auth';
import type { AdminSessions } from '../plugins/admin-sessions';
import type { AddressLimit } from '../plugins/rate-limit';
import { noteForRequestLine } from '../plugins/request-log';
import { apiSchemaRef } from '../validation/api-schemas';
import { API_MESSAGES, messageLanguage } from '../validation/client-messages';

export interface AdminSessionRouteOptions {
  adminToken: string | undefined;
  session: AdminSessionConfig;
  /** Failed admin credentials per address: a wrong token here counts like a wrong Bearer token. */
  failures: AddressLimit;
  sessions: AdminSessions;
}

const errors = { '4xx': apiSchemaRef('error'), '5xx': apiSchemaRef('error') };
const answer = (expires: number | undefined, ttlMs: number) => ({
  signedIn: expires !== undefined,
  sessionSeconds: Math.floor(ttlMs / 1000),
  ...(expires === undefined ? {} : { expiresAt: new Date(expires).toISOString() }),
});

/** Sign-in and sign-out from another site's page are refused, like every cookie state change. */
async function sameOriginOnly(request: FastifyRequest) {
  if (!isSameOrigin(request)) {
    throw new HttpError(403, API_MESSAGES[messageLanguage(request.headers)].crossSite);
  }
}

const cookieOptions = (request: FastifyRequest) => ({
  path: ADMIN_COOKIE_PATH,
  httpOnly: true,
  // request.protocol honours TRUST_PROXY (X-Forwarded-Proto from a TLS-terminating proxy).
  secure: request.protocol === 'https',
  sameSite: 'strict' as const,
});

/**
 * /api/admin/session: the admin screens exchange the admin token for an HttpOnly session cookie,
 * so the token never stays in the page's JavaScript (decision 141); the session lives in the
 * database, so sign-out ends it for every instance (decision 146).
 */
export async function adminSessionRoutes(app: FastifyInstance, options: AdminSessionRouteOptions) {
  const { adminToken, session, sessions } = options;

  app.post<{ Body: { token: string } }>(
    '/admin/session',
    {
      onRequest: sameOriginOnly,
      schema: {
        body: apiSchemaRef('admin-session-create'),
        response: { 200: apiSchemaRef('admin-session'), ...errors },
      },
    },
    async (request, reply: FastifyReply) => {
      if (!tokenMatches(adminToken, request.body.token)) {
        // Past the limit this is a 429, like the right token's (decision 145).
        await options.failures.count(request, reply);
        // One answer for every reason (no token configured, wrong token): nothing to learn.
        noteForRequestLine(request, 'admin sign-in refused');
        const language = messageLanguage(request.headers);
        const refused = validationFailed({ token: API_MESSAGES[language].wrongAdminToken });
        throw new HttpError(401, API_MESSAGES[language].wrongAdminToken, refused.validationErrors);
      }
      await options.failures.check(request, reply);
      const { cookieValue, expires } = await sessions.start();
      reply.setCookie(ADMIN_COOKIE, cookieValue, {
        ...cookieOptions(request),
        maxAge: Math.floor(session.ttlMs / 1000),
      });
      noteForRequestLine(request, 'admin signed in');
      return answer(expires, session.ttlMs);
    },
  );

  app.get(
    '/admin/session',
    { schema: { response: { 200: apiSchemaRef('admin-session'), ...errors } } },
    async (request) => {
      // Not a 401: asking is no failure, and the sign-in form is what the screens show then.
      return answer(await sessionExpiry(request, sessions), session.ttlMs);
    },
  );

  app.delete(
    '/admin/session',
    { onRequest: sameOriginOnly, schema: { response: errors } },
    async (request, reply) => {
      // Ended in the database first: a copy of the cookie kept elsewhere is refused from now on.
      await sessions.end(request.cookies[ADMIN_COOKIE]);
      noteForRequestLine(request, 'admin signed out');
      reply.clearCookie(ADMIN_COOKIE, cookieOptions(request));
      return reply.code(204).send();
    },
  );
}
