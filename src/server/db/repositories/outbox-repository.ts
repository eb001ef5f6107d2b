import type { WriteTransaction } from '../group-commit';
import type { ContactFormRow, DatabaseSchema } from '../tables';

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
  /** Hands claimed but unattempted rows back, without counting an attempt. */
  release(ids: string[], nextAttemptAt: Date): Promise<void>;
}

/** Every statement goes through `write`, so on SQLite it shares commits with new submissions. */
export function createOutboxRepository(write: WriteTransaction<DatabaseSchema>): OutboxRepository {
  return {
    async claimDue(now, leaseUntil, limit) {
      const nowIso = now.toISOString();
      return write((trx) =>
        trx
          .updateTable('contact_forms')
          .set({ next_attempt_at: leaseUntil.toISOString() })
          .where('email_sent', '=', 0)
          .where('next_attempt_at', '<=', nowIso)
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('contact_forms')
              .select('id')
              .where('email_sent', '=', 0)
              .where('next_attempt_at', '<=', nowIso)
              .orderBy('next_attempt_at')
              .orderBy('created_at')
              .limit(limit),
          )
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

    async release(ids, nextAttemptAt) {
      if (ids.length === 0) return;
      await write((trx) =>
        trx
          .updateTable('contact_forms')
          .set({ next_attempt_at: nextAttemptAt.toISOString() })
          .where('id', 'in', ids)
          .where('email_sent', '=', 0)
          .execute(),
      );
    },
  };
}
