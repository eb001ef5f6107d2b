import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { WriteTransaction } from '../group-commit';
import type { ContactFormRow, DatabaseSchema } from '../tables';
import { countValue, pageWithTotal } from './paging';
import type { Page, PageRequest } from './paging';

/** pending: queued or being retried; sent; failed: given up (the dead-letter state). */
export type MailStatus = 'pending' | 'sent' | 'failed';

export interface ContactForm {
  id: string;
  name: string;
  email: string;
  message: string;
  topic: string;
  recipientEmail: string;
  createdAt: string;
  emailSent: boolean;
  sendAttempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  mailStatus: MailStatus;
}

export interface NewContactForm {
  name: string;
  email: string;
  message: string;
  topic: string;
}

export type ContactFormSortField = 'createdAt' | 'name' | 'email' | 'topic' | 'emailSent';

const SORT_COLUMNS = {
  createdAt: 'created_at',
  name: 'name',
  email: 'email',
  topic: 'topic',
  emailSent: 'email_sent',
} as const satisfies Record<ContactFormSortField, keyof ContactFormRow>;

export interface ContactFormFilter {
  emailSent?: boolean;
  mailStatus?: MailStatus;
  /** Text contained in the name, e-mail or topic, any case. */
  search?: string;
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

export interface ContactFormRepository {
  /** Stores the submission as a pending outbox entry; undefined when no active recipient has the topic. */
  createForActiveTopic(input: NewContactForm, now: Date): Promise<ContactForm | undefined>;
  /** True when an active recipient has this topic (used to answer honeypot hits like real ones). */
  isActiveTopic(topic: string): Promise<boolean>;
  findById(id: string): Promise<ContactForm | undefined>;
  list(
    request: PageRequest<ContactFormSortField>,
    filter: ContactFormFilter,
  ): Promise<Page<ContactForm>>;
  /** How many mails to this topic wait to be sent (pending, not failed). */
  countWaitingForTopic(topic: string): Promise<number>;
  /**
   * Queues a failed mail again at once, with a fresh count of attempts. Only failed ones: a
   * pending mail may be claimed by a worker right now, and making it due again could send it
   * twice. `requeued` false: the record is pending or sent (or undefined: no such record).
   */
  requeue(id: string, now: Date): Promise<{ record: ContactForm | undefined; requeued: boolean }>;
  /** Queues every failed mail again; returns how many. */
  requeueFailed(now: Date): Promise<number>;
}

export function createContactFormRepository(
  db: Kysely<DatabaseSchema>,
  write: WriteTransaction<DatabaseSchema>,
): ContactFormRepository {
  const activeRecipient = (executor: Kysely<DatabaseSchema>, topic: string) =>
    executor
      .selectFrom('recipients')
      .select('email')
      .where('topic', '=', topic)
      .where('active', '=', 1)
      .orderBy('id')
      .executeTakeFirst();

  return {
    async createForActiveTopic(input, now) {
      // The topic check and the insert share a transaction so a recipient deactivated
      // concurrently cannot receive a submission made after the deactivation committed.
      return write(async (trx) => {
        const recipient = await activeRecipient(trx, input.topic);
        if (!recipient) return undefined;
        const createdAt = now.toISOString();
        const row: ContactFormRow = {
          id: randomUUID(),
          ...input,
          recipient_email: recipient.email,
          created_at: createdAt,
          email_sent: 0,
          send_attempts: 0,
          last_error: null,
          next_attempt_at: createdAt,
        };
        await trx.insertInto('contact_forms').values(row).execute();
        return toContactForm(row);
      });
    },

    async isActiveTopic(topic) {
      return (await activeRecipient(db, topic)) !== undefined;
    },

    async findById(id) {
      const row = await db
        .selectFrom('contact_forms')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toContactForm(row);
    },

    async list(request, filter) {
      let query = db.selectFrom('contact_forms');
      if (filter.emailSent !== undefined) {
        query = query.where('email_sent', '=', filter.emailSent ? 1 : 0);
      }
      // A failed mail is an unsent row that is never due again (next_attempt_at null).
      if (filter.mailStatus === 'sent') query = query.where('email_sent', '=', 1);
      if (filter.mailStatus === 'pending') {
        query = query.where('email_sent', '=', 0).where('next_attempt_at', 'is not', null);
      }
      if (filter.mailStatus === 'failed') {
        query = query.where('email_sent', '=', 0).where('next_attempt_at', 'is', null);
      }
      if (filter.search !== undefined && filter.search.trim() !== '') {
        const pattern = containsPattern(filter.search.trim());
        const contains = (column: 'name' | 'email' | 'topic') =>
          sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
        query = query.where((eb) =>
          eb.or([contains('name'), contains('email'), contains('topic')]),
        );
      }
      const rows = await query
        .selectAll()
        .orderBy(SORT_COLUMNS[request.sortField], request.sortDirection)
        .orderBy('id', request.sortDirection)
        .limit(request.size)
        .offset(request.page * request.size)
        .execute();
      return pageWithTotal(rows, toContactForm, request, () =>
        query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst(),
      );
    },

    async countWaitingForTopic(topic) {
      const row = await db
        .selectFrom('contact_forms')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('topic', '=', topic)
        .where('email_sent', '=', 0)
        .where('next_attempt_at', 'is not', null)
        .executeTakeFirst();
      return countValue(row);
    },

    async requeue(id, now) {
      const result = await write((trx) =>
        trx
          .updateTable('contact_forms')
          .set({ next_attempt_at: now.toISOString(), send_attempts: 0 })
          .where('id', '=', id)
          .where('email_sent', '=', 0)
          .where('next_attempt_at', 'is', null)
          .executeTakeFirst(),
      );
      return { record: await this.findById(id), requeued: Number(result.numUpdatedRows) === 1 };
    },

    async requeueFailed(now) {
      const result = await write((trx) =>
        trx
          .updateTable('contact_forms')
          .set({ next_attempt_at: now.toISOString(), send_attempts: 0 })
          .where('email_sent', '=', 0)
          .where('next_attempt_at', 'is', null)
          .executeTakeFirst(),
      );
      return Number(result.numUpdatedRows);
    },
  };
}

export function toContactForm(row: ContactFormRow): ContactForm {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    topic: row.topic,
    recipientEmail: row.recipient_email,
    createdAt: row.created_at,
    emailSent: row.email_sent === 1,
    sendAttempts: row.send_attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    mailStatus: row.email_sent === 1 ? 'sent' : row.next_attempt_at === null ? 'failed' : 'pending',
  };
}
