import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { HttpError } from '../http-error';

export interface AdminGuards {
  /** onRequest hook: admin token required. Runs before body parsing and any record lookup. */
  adminOnly: onRequestHookHandler;
  /** onRequest hook for GET /api/recipients: public when asking only for active recipients. */
  adminOrActiveListing: onRequestHookHandler;
}

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

export function createAdminGuards(adminToken: string | undefined): AdminGuards {
  // Comparing fixed-length digests keeps timingSafeEqual usable and hides the token's length.
  const expected = adminToken === undefined ? undefined : digest(adminToken);

  const isAdmin = (request: FastifyRequest): boolean => {
    if (expected === undefined) return false;
    const header = request.headers.authorization;
    if (typeof header !== 'string') return false;
    const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) return false;
    return timingSafeEqual(digest(match[1]), expected);
  };

  const unauthorized = (): HttpError =>
    new HttpError(401, 'A valid admin token is required (Authorization: Bearer <token>)');

  return {
    async adminOnly(request, reply) {
      if (isAdmin(request)) return;
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized();
    },
    async adminOrActiveListing(request, reply) {
      // Raw query text: validation has not run yet in onRequest.
      const query = request.query as Record<string, unknown>;
      if (query.active === 'true' || isAdmin(request)) return;
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized();
    },
  };
}
