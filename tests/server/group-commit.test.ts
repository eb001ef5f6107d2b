import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { groupCommit } from '../../src/server/db/group-commit';
import { tempDir } from './helpers/test-config';

interface Schema {
  items: { id: number; label: string };
}

describe('group commit on SQLite', () => {
  let cleanup: () => void = () => undefined;
  afterEach(() => cleanup());

  async function setup() {
    const temp = tempDir('group-commit-');
    const statements: string[] = [];
    const db = new Kysely<Schema>({
      dialect: new SqliteDialect({ database: new SqliteDatabase(`${temp.dir}/db.sqlite`) }),
      log: (event) => void statements.push(event.query.sql),
    });
    await db.schema
      .createTable('items')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('label', 'text', (c) => c.notNull().unique())
      .execute();
    cleanup = () => {
      void db.destroy();
      temp.cleanup();
    };
    const commits = () => statements.filter((s) => s === 'commit').length;
    return { db, write: groupCommit(db), commits };
  }

  it('commits work queued in the same turn together and answers each caller', async () => {
    const { db, write, commits } = await setup();
    const ids = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        write(async (trx) => {
          await trx
            .insertInto('items')
            .values({ id: i + 1, label: `item ${i}` })
            .execute();
          return i + 1;
        }),
      ),
    );
    expect(ids).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(commits()).toBe(1);
    const count = await db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(50);
  });

  it('isolates a failing unit: it alone is rejected, the others are committed', async () => {
    const { db, write } = await setup();
    const results = await Promise.allSettled(
      ['a', 'b', 'a', 'c'].map((label) =>
        write((trx) =>
          trx
            .insertInto('items')
            .values({ label } as never)
            .execute(),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const labels = (await db.selectFrom('items').select('label').orderBy('label').execute()).map(
      (r) => r.label,
    );
    expect(labels).toEqual(['a', 'b', 'c']);
  });
});
