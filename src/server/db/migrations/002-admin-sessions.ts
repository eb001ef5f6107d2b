import type { Kysely, Migration } from 'kysely';

/**
 * Admin sessions (decision 146): one row per signed-in browser, so sign-out can end a session for
 * every instance that shares the database. `id` is an HMAC of the cookie's random value (keyed by
 * the admin token), never the value itself; `expires_at` is an ISO-8601 UTC string (decision 021).
 */
export function adminSessionsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('admin_sessions')
        .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
        .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('admin_sessions_expires_at_idx')
        .on('admin_sessions')
        .column('expires_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('admin_sessions').execute();
    },
  };
}
