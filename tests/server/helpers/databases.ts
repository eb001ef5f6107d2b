import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../../../src/server/config';

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** One database the endpoint tests run against; `create` gives an isolated, empty database. */
export interface DatabaseTarget {
  name: 'SQLite' | 'PostgreSQL';
  /** An isolated database for one test file (SQLite: a file in `dir`; PostgreSQL: a schema). */
  create(dir: string): Promise<{ config: DatabaseConfig; drop: () => Promise<void> }>;
}

const sqlite: DatabaseTarget = {
  name: 'SQLite',
  async create(dir) {
    return { config: { kind: 'sqlite', file: `${dir}/site.sqlite` }, drop: async () => undefined };
  },
};

function postgres(url: string): DatabaseTarget {
  return {
    name: 'PostgreSQL',
    async create() {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      await adminQuery(url, `create schema "${schema}"`);
      return {
        config: { kind: 'postgres', url, schema },
        drop: () => adminQuery(url, `drop schema if exists "${schema}" cascade`),
      };
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

let probed: Promise<string | undefined> | undefined;

/**
 * The PostgreSQL URL to test against, or undefined (with a clear message) when no server
 * answers. REQUIRE_POSTGRES=1 turns "unreachable" into a failure instead of a skip.
 */
export function postgresUrl(): Promise<string | undefined> {
  probed ??= (async () => {
    const url = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
    try {
      await adminQuery(url, 'select 1');
      return url;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const message = `PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//***@')} is unreachable (${reason})`;
      if (process.env.REQUIRE_POSTGRES === '1') {
        throw new Error(`${message}; REQUIRE_POSTGRES=1 forbids skipping the PostgreSQL tests`);
      }
      console.warn(`${message}: SKIPPING the PostgreSQL variants of the server tests.`);
      return undefined;
    }
  })();
  return probed;
}

/** SQLite always; PostgreSQL when reachable. */
export async function databaseTargets(): Promise<DatabaseTarget[]> {
  const url = await postgresUrl();
  return url ? [sqlite, postgres(url)] : [sqlite];
}
