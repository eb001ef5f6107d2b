import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { groupCommit, separateTransactions } from './group-commit';
import type { WriteTransaction } from './group-commit';
import type { DatabaseSchema } from './tables';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  /** The schema that holds our tables (PostgreSQL only); the migrator keeps its tables there too. */
  schema: string | undefined;
  /** Transactions for the hot write paths (submissions, outbox); group-committed on SQLite. */
  write: WriteTransaction<DatabaseSchema>;
  /**
   * SQLite only: a number that changes whenever *another* connection (process) commits, so
   * in-process caches can tell that their rows may be stale.
   */
  externalChangeCounter: (() => number) | undefined;
  /** Resolves when the database answers a trivial query (for /readyz). */
  ping(): Promise<void>;
  destroy(): Promise<void>;
}

const ping = async (db: Kysely<DatabaseSchema>) => {
  await sql`select 1`.execute(db);
};

export function connectDatabase(config: DatabaseConfig): Database {
  return config.kind === 'sqlite' ? connectSqlite(config.file) : connectPostgres(config);
}

function connectSqlite(file: string): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; FULL fsyncs every commit so a 201 survives power loss;
  // busy_timeout makes a second process wait for the write lock instead of failing at once.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  return {
    db,
    dialect: 'sqlite',
    schema: undefined,
    write: groupCommit(db),
    externalChangeCounter: () => dataVersion.get() as number,
    ping: () => ping(db),
    destroy: () => db.destroy(),
  };
}

const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely prepares every query anew; preparing costs as much as running these small queries.
 * The app issues a handful of distinct SQL texts, so prepared statements are kept by text.
 * Safe because Kysely's SQLite driver runs one query at a time on its single connection.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
        statement = sqlite.prepare(sql);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

function connectPostgres(config: { url: string; schema?: string }): Database {
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    // A database that does not answer must fail a request (or /readyz) soon, not hang it.
    connectionTimeoutMillis: 5_000,
    // Tests isolate themselves in a schema of their own; production normally uses "public".
    ...(config.schema ? { options: `-c search_path=${quoteIdentifier(config.schema)}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    schema: config.schema,
    write: separateTransactions(db),
    externalChangeCounter: undefined,
    ping: () => ping(db),
    destroy: () => db.destroy(),
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
