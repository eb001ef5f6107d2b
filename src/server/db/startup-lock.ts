import { sql } from 'kysely';
import type { Database } from './connect';

/**
 * Runs the start-up work (migrations, recipients seed) so that instances starting at the same
 * moment take turns: the first migrates and seeds, the others find the work done.
 *
 * PostgreSQL: a session advisory lock whose key is derived from the schema, so instances of other
 * sites (or test schemas) in the same database do not wait for each other.
 * SQLite: one BEGIN IMMEDIATE transaction around all of it, which holds the file's write lock (a
 * second process waits, busy_timeout) and makes a half-done migration roll back. Kysely runs
 * SQLite migrations without a transaction or lock of its own, on the one connection used here.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.dialect === 'sqlite') return inImmediateTransaction(database, work);
  return database.db.connection().execute(async (connection) => {
    const key = sql`hashtext('prol-contact-api startup ' || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection).catch(() => undefined);
    }
  });
}

async function inImmediateTransaction<T>(database: Database, work: () => Promise<T>): Promise<T> {
  await sql`begin immediate`.execute(database.db);
  try {
    const result = await work();
    await sql`commit`.execute(database.db);
    return result;
  } catch (error) {
    await sql`rollback`.execute(database.db).catch(() => undefined);
    throw error;
  }
}
