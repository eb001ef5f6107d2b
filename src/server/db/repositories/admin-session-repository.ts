import type { Kysely } from 'kysely';
import type { WriteTransaction } from '../group-commit';
import type { DatabaseSchema } from '../tables';

/** Signed-in admin browsers; `id` is already the stored form (an HMAC of the cookie's value). */
export interface AdminSessionRepository {
  /** Stores a session and removes every expired one: sign-ins are rare, so the table stays small. */
  create(id: string, expiresAt: Date, now: Date): Promise<void>;
  /** The session's expiry while it lasts; undefined when it is unknown, ended or expired. */
  findLive(id: string, now: Date): Promise<Date | undefined>;
  /** Ends the session (sign-out); nothing happens when it does not exist. */
  delete(id: string): Promise<void>;
}

export function createAdminSessionRepository(
  db: Kysely<DatabaseSchema>,
  write: WriteTransaction<DatabaseSchema>,
): AdminSessionRepository {
  return {
    async create(id, expiresAt, now) {
      await write(async (trx) => {
        await trx
          .deleteFrom('admin_sessions')
          .where('expires_at', '<=', now.toISOString())
          .execute();
        await trx
          .insertInto('admin_sessions')
          .values({ id, expires_at: expiresAt.toISOString() })
          .execute();
      });
    },

    async findLive(id, now) {
      const row = await db
        .selectFrom('admin_sessions')
        .select('expires_at')
        .where('id', '=', id)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row && new Date(row.expires_at);
    },

    async delete(id) {
      await write((trx) => trx.deleteFrom('admin_sessions').where('id', '=', id).execute());
    },
  };
}
