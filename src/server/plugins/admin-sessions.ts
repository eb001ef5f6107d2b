import { createHmac, randomBytes } from 'node:crypto';
import type { AdminSessionRepository } from '../db/repositories/admin-session-repository';

/**
 * Admin sessions kept in the database (decision 146). The cookie carries 32 random bytes and
 * nothing else; the table stores an HMAC of them keyed by ADMIN_TOKEN, so a copy of the table
 * holds no usable cookie, and a new token finds none of the old sessions (it ends them all).
 */
export interface AdminSessions {
  /** A new session: the cookie's value and when it expires (ms since 1970). */
  start(now?: number): Promise<{ cookieValue: string; expires: number }>;
  /** The expiry of the session this cookie value names, while it lasts. */
  expiryOf(cookieValue: string | undefined, now?: number): Promise<number | undefined>;
  /** Ends the session this cookie value names, for every instance (sign-out). */
  end(cookieValue: string | undefined): Promise<void>;
}

/** 32 random bytes in base64url, the only form a session cookie takes. */
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

export function createAdminSessions(
  repository: AdminSessionRepository,
  adminToken: string | undefined,
  ttlMs: number,
): AdminSessions {
  const key =
    adminToken === undefined
      ? undefined
      : createHmac('sha256', adminToken).update('prol admin session id v2').digest();
  const storedId = (cookieValue: string | undefined): string | undefined => {
    if (key === undefined || cookieValue === undefined || !COOKIE_VALUE.test(cookieValue)) {
      return undefined;
    }
    return createHmac('sha256', key).update(cookieValue).digest('hex');
  };

  return {
    async start(now = Date.now()) {
      const cookieValue = randomBytes(32).toString('base64url');
      const id = storedId(cookieValue);
      if (id === undefined) throw new Error('No admin session without ADMIN_TOKEN');
      const expires = now + ttlMs;
      await repository.create(id, new Date(expires), new Date(now));
      return { cookieValue, expires };
    },
    async expiryOf(cookieValue, now = Date.now()) {
      const id = storedId(cookieValue);
      if (id === undefined) return undefined;
      return (await repository.findLive(id, new Date(now)))?.getTime();
    },
    async end(cookieValue) {
      const id = storedId(cookieValue);
      if (id !== undefined) await repository.delete(id);
    },
  };
}
