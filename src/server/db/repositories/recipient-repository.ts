import type { Kysely } from 'kysely';
import type { DatabaseSchema, RecipientRow } from '../tables';
import { countValue, pageWithTotal } from './paging';
import type { Page, PageRequest } from './paging';

export interface Recipient {
  id: number;
  topic: string;
  email: string;
  active: boolean;
}

export interface NewRecipient {
  topic: string;
  email: string;
  active?: boolean;
}

export type RecipientSortField = 'id' | 'topic' | 'email' | 'active';

/** Thrown when a create or update would give two recipients the same topic. */
export class DuplicateTopicError extends Error {
  constructor() {
    super('A recipient with this topic already exists');
  }
}

export interface RecipientRepository {
  list(
    request: PageRequest<RecipientSortField>,
    filter: { active?: boolean },
  ): Promise<Page<Recipient>>;
  findById(id: number): Promise<Recipient | undefined>;
  findByEmail(email: string): Promise<Recipient | undefined>;
  create(input: NewRecipient): Promise<Recipient>;
  update(id: number, patch: Partial<NewRecipient>): Promise<Recipient | undefined>;
  delete(id: number): Promise<boolean>;
  count(): Promise<number>;
  /** Inserts the given recipients, skipping topics that exist (safe when two processes seed). */
  seed(recipients: NewRecipient[]): Promise<void>;
}

/**
 * `externalChangeCounter` (SQLite's data_version) lets list pages be cached exactly: a cached page
 * is used only while neither this process (counted here) nor another connection has committed
 * anything since. The public recipient list is the hottest read and almost never changes.
 */
export function createRecipientRepository(
  db: Kysely<DatabaseSchema>,
  externalChangeCounter?: () => number,
): RecipientRepository {
  const byId = (id: number) =>
    db.selectFrom('recipients').selectAll().where('id', '=', id).executeTakeFirst();
  let localWrites = 0;
  const pages = new Map<string, { stamp: string; page: Page<Recipient> }>();
  const written = <T>(result: T): T => {
    localWrites++;
    return result;
  };

  const readPage = async (
    request: PageRequest<RecipientSortField>,
    filter: { active?: boolean },
  ): Promise<Page<Recipient>> => {
    let query = db.selectFrom('recipients');
    if (filter.active !== undefined) query = query.where('active', '=', filter.active ? 1 : 0);
    const rows = await query
      .selectAll()
      .orderBy(request.sortField, request.sortDirection)
      .orderBy('id', request.sortDirection)
      .limit(request.size)
      .offset(request.page * request.size)
      .execute();
    return pageWithTotal(rows, toRecipient, request, () =>
      query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst(),
    );
  };

  return {
    async list(request, filter) {
      // Taken before reading: a write that lands meanwhile changes the stamp, never the reverse.
      const stamp = externalChangeCounter && `${localWrites}:${externalChangeCounter()}`;
      const key = JSON.stringify([request, filter]);
      const cached = stamp ? pages.get(key) : undefined;
      if (cached && cached.stamp === stamp) return cached.page;
      const page = await readPage(request, filter);
      if (stamp) {
        if (pages.size >= 50) pages.clear();
        pages.set(key, { stamp, page });
      }
      return page;
    },

    async findById(id) {
      const row = await byId(id);
      return row && toRecipient(row);
    },

    async findByEmail(email) {
      const row = await db
        .selectFrom('recipients')
        .selectAll()
        .where('email', '=', email)
        .orderBy('id')
        .executeTakeFirst();
      return row && toRecipient(row);
    },

    async create(input) {
      const row = await translateDuplicate(() =>
        db
          .insertInto('recipients')
          .values({
            topic: input.topic,
            email: input.email,
            active: input.active === false ? 0 : 1,
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return written(toRecipient(row));
    },

    async update(id, patch) {
      const values = {
        ...(patch.topic !== undefined ? { topic: patch.topic } : {}),
        ...(patch.email !== undefined ? { email: patch.email } : {}),
        ...(patch.active !== undefined ? { active: patch.active ? 1 : 0 } : {}),
      };
      if (Object.keys(values).length === 0) return this.findById(id);
      const row = await translateDuplicate(() =>
        db
          .updateTable('recipients')
          .set(values)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst(),
      );
      return written(row && toRecipient(row));
    },

    async delete(id) {
      const result = await db.deleteFrom('recipients').where('id', '=', id).executeTakeFirst();
      return written(Number(result.numDeletedRows) > 0);
    },

    async count() {
      const row = await db
        .selectFrom('recipients')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirst();
      return countValue(row);
    },

    async seed(recipients) {
      if (recipients.length === 0) return;
      await db
        .insertInto('recipients')
        .values(
          recipients.map((r) => ({
            topic: r.topic,
            email: r.email,
            active: r.active === false ? 0 : 1,
          })),
        )
        .onConflict((conflict) => conflict.column('topic').doNothing())
        .execute();
      written(undefined);
    },
  };
}

async function translateDuplicate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateTopicError();
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL SQLSTATE 23505; better-sqlite3 extended result code.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

function toRecipient(row: RecipientRow): Recipient {
  return { id: row.id, topic: row.topic, email: row.email, active: row.active === 1 };
}
