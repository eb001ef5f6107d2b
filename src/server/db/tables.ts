import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Column types are chosen to behave the same on SQLite and PostgreSQL: timestamps are ISO-8601 UTC
 * strings with millisecond precision (they sort as text), flags are 0/1 integers
 * (better-sqlite3 cannot bind booleans). See docs/decisions/021-portable-column-types.md.
 */
export interface ContactFormTable {
  id: string;
  name: string;
  email: string;
  message: string;
  topic: string;
  recipient_email: string;
  created_at: string;
  email_sent: number;
  send_attempts: number;
  last_error: string | null;
  /** When the outbox worker may (re)try; null once sent. Doubles as the claim lease. */
  next_attempt_at: string | null;
}

export interface RecipientTable {
  id: Generated<number>;
  topic: string;
  email: string;
  active: number;
}

export interface DatabaseSchema {
  contact_forms: ContactFormTable;
  recipients: RecipientTable;
}

export type ContactFormRow = Selectable<ContactFormTable>;
export type NewContactFormRow = Insertable<ContactFormTable>;
export type RecipientRow = Selectable<RecipientTable>;
