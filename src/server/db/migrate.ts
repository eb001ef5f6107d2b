import { Migrator, sql } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import type { Database } from './connect';
import { initialMigration } from './migrations/001-initial';
import { adminSessionsMigration } from './migrations/002-admin-sessions';

/** In-code provider: migrations ship inside the server, no directory scanning at run time. */
function migrationsFor(database: Database): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '001-initial': initialMigration(database.dialect),
        '002-admin-sessions': adminSessionsMigration(),
      };
    },
  };
}

/** Brings the schema up to date; safe to run from several processes at once. */
export async function migrateToLatest(database: Database): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: migrationsFor(database),
    // Kysely otherwise finds its bookkeeping table in *any* schema on PostgreSQL.
    ...(database.dialect === 'postgres'
      ? { migrationTableSchema: await currentSchema(database) }
      : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}`, { cause: error });
  }
}

async function currentSchema(database: Database): Promise<string> {
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    database.db,
  );
  const schema = result.rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema (check search_path)');
  return schema;
}
