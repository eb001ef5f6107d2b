import { sql } from 'kysely';
import type { Database } from './connect';

/**
 * Runs the start-up work (migrations, recipients seed) under a PostgreSQL session advisory lock, so
 * instances starting at the same moment take turns: the first migrates and seeds, the others find
 * the work done. The key is derived from the schema, so instances of other sites (or test schemas)
 * in the same database do not wait for each other. SQLite needs no lock: its writes are serialised
 * by the database file, and migrations there run in one transaction.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.dialect !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('prol-contact-api startup ' || current_schema()))`.execute(
      connection,
    );
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext('prol-contact-api startup ' || current_schema()))`
        .execute(connection)
        .catch(() => undefined);
    }
  });
}
