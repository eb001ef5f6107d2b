import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** Runs `work` in a write transaction and resolves after it is committed. */
export type WriteTransaction<DB> = <T>(work: (trx: Kysely<DB>) => Promise<T>) => Promise<T>;

/** PostgreSQL: every unit of work gets its own transaction on a pooled connection. */
export function separateTransactions<DB>(db: Kysely<DB>): WriteTransaction<DB> {
  return (work) => db.transaction().execute(work);
}

interface Pending<DB> {
  work: (trx: Kysely<DB>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * SQLite with synchronous=FULL pays one fsync per commit, and better-sqlite3 blocks the event
 * loop while it waits. Units of work queued during one event-loop turn are therefore committed
 * together: one transaction, one fsync, and every caller still hears back only after the commit.
 * Work must touch only the database (no network waits inside). If the shared transaction fails,
 * each unit is retried alone, so one bad unit cannot fail the others.
 */
export function groupCommit<DB>(db: Kysely<DB>, maxBatch = 100): WriteTransaction<DB> {
  let queue: Pending<DB>[] = [];
  let scheduled = false;

  const runAlone = (item: Pending<DB>) =>
    immediateTransaction(db, item.work).then(item.resolve, item.reject);

  const flush = async () => {
    scheduled = false;
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    if (queue.length > 0) schedule();
    if (batch.length === 1) return runAlone(batch[0] as Pending<DB>);
    let results: unknown[];
    try {
      results = await immediateTransaction(db, async (trx) => {
        const out: unknown[] = [];
        for (const item of batch) out.push(await item.work(trx));
        return out;
      });
    } catch {
      for (const item of batch) await runAlone(item);
      return;
    }
    batch.forEach((item, index) => item.resolve(results[index]));
  };

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void flush());
  }

  return <T>(work: (trx: Kysely<DB>) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      schedule();
    });
}

/**
 * BEGIN IMMEDIATE takes the write lock up front. A deferred transaction that reads and then writes
 * can fail with SQLITE_BUSY_SNAPSHOT (not retried by busy_timeout) when another process committed
 * in between; taking the lock first makes it wait instead.
 */
async function immediateTransaction<DB, T>(
  db: Kysely<DB>,
  work: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      // If the failure was the commit itself, there may be nothing left to roll back.
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
