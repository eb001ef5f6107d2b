import type { Kysely } from 'kysely';
import type { Dialect } from '../connect';
import type { WriteTransaction } from '../group-commit';
import type { ContactFormRow, DatabaseSchema } from '../tables';

/** What /metrics reports about the queue of unsent mails. */
export interface OutboxStats {
  /** Unsent mails still to be tried (not failed). */
  backlog: number;
  /** Failed mails waiting for an admin to re-queue them. */
  failed: number;
  /** Seconds since the oldest due mail became due; 0 when none is due. */
  oldestDueAgeSeconds: number;
}

/** The contact_forms columns the mail worker owns. */
export interface OutboxRepository {
  /**
   * Reserves up to `limit` due, unsent rows by pushing their next_attempt_at to `leaseUntil`, and
   * returns exactly the rows this call reserved. One UPDATE ... RETURNING, so two workers (even in
   * two processes) never get the same row while the lease lasts.
   */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ContactFormRow[]>;
  markSent(id: string): Promise<void>;
  /** Records a failed attempt; `nextAttemptAt` null gives the mail up (the dead-letter state). */
  markFailed(id: string, error: string, nextAttemptAt: Date | null): Promise<void>;
  /**
   * Moves one claimed row's lease forward, right before its mail is sent; false when this worker
   * no longer holds it (the lease ran out during a slow batch and another worker claimed it).
   */
  renewLease(id: string, heldLease: string, leaseUntil: Date): Promise<boolean>;
  /** Hands claimed but unattempted rows back (those still under `heldLease`), without counting an attempt. */
  release(ids: string[], heldLease: string, nextAttemptAt: Date): Promise<void>;
  stats(now: Date): Promise<OutboxStats>;
}

/**
 * Every write goes through `write`, so on SQLite it shares commits with new submissions.
 * On PostgreSQL the claim skips rows another worker has locked (FOR UPDATE SKIP LOCKED): N
 * instances claim disjoint batches at once instead of queueing behind each other's locks.
 */
export function createOutboxRepository(
  db: Kysely<DatabaseSchema>,
  write: WriteTransaction<DatabaseSchema>,
  dialect: Dialect,
): OutboxRepository {
  /**
   * Moves the lease of those `ids` that are unsent and still under `heldLease` to `until`; how
   * many moved (a row another worker claimed in the meantime keeps its new lease).
   */
  const moveLease = async (ids: string[], heldLease: string, until: Date) => {
    const result = await write((trx) =>
      trx
        .updateTable('contact_forms')
        .set({ next_attempt_at: until.toISOString() })
        .where('id', 'in', ids)
        .where('email_sent', '=', 0)
        .where('next_attempt_at', '=', heldLease)
        .executeTakeFirst(),
    );
    return Number(result.numUpdatedRows);
  };

  return {
    async claimDue(now, leaseUntil, limit) {
      const nowIso = now.toISOString();
      return write((trx) =>
        trx
          .updateTable('contact_forms')
          .set({ next_attempt_at: leaseUntil.toISOString() })
          .where('email_sent', '=', 0)
          .where('next_attempt_at', '<=', nowIso)
          .where('id', 'in', (eb) => {
            const due = eb
              .selectFrom('contact_forms')
              .select('id')
              .where('email_sent', '=', 0)
              .where('next_attempt_at', '<=', nowIso)
              .orderBy('next_attempt_at')
              .orderBy('created_at')
              .limit(limit);
            return dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
          })
          .returningAll()
          .execute(),
      );
    },

    async markSent(id) {
      await write((trx) =>
        trx
          .updateTable('contact_forms')
          .set((eb) => ({
            email_sent: 1,
            send_attempts: eb('send_attempts', '+', 1),
            last_error: null,
            next_attempt_at: null,
          }))
          .where('id', '=', id)
          .execute(),
      );
    },

    async markFailed(id, error, nextAttemptAt) {
      await write((trx) =>
        trx
          .updateTable('contact_forms')
          .set((eb) => ({
            send_attempts: eb('send_attempts', '+', 1),
            last_error: error.slice(0, 500),
            next_attempt_at: nextAttemptAt ? nextAttemptAt.toISOString() : null,
          }))
          .where('id', '=', id)
          .where('email_sent', '=', 0)
          .execute(),
      );
    },

    async stats(now) {
      const row = await db
        .selectFrom('contact_forms')
        .select((eb) => [
          eb.fn
            .sum<number | string | null>(
              eb.case().when('next_attempt_at', 'is not', null).then(1).else(0).end(),
            )
            .as('backlog'),
          eb.fn
            .sum<number | string | null>(
              eb.case().when('next_attempt_at', 'is', null).then(1).else(0).end(),
            )
            .as('failed'),
          eb.fn.min('next_attempt_at').as('oldestDue'),
        ])
        .where('email_sent', '=', 0)
        .executeTakeFirst();
      // Leases push next_attempt_at into the future: only a time in the past counts as waiting.
      const oldestDue = row?.oldestDue ? Date.parse(String(row.oldestDue)) : NaN;
      return {
        backlog: Number(row?.backlog ?? 0),
        failed: Number(row?.failed ?? 0),
        oldestDueAgeSeconds:
          Number.isNaN(oldestDue) || oldestDue > now.getTime()
            ? 0
            : (now.getTime() - oldestDue) / 1000,
      };
    },

    async renewLease(id, heldLease, leaseUntil) {
      return (await moveLease([id], heldLease, leaseUntil)) === 1;
    },

    async release(ids, heldLease, nextAttemptAt) {
      if (ids.length > 0) await moveLease(ids, heldLease, nextAttemptAt);
    },
  };
}
