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

/** A signed-in admin browser (decision 146); ended by sign-out, removed once expired. */
export interface AdminSessionTable {
  /** HMAC of the cookie's random value, keyed by the admin token (hex). */
  id: string;
  expires_at: string;
}

export interface DatabaseSchema {
  contact_forms: ContactFormTable;
  recipients: RecipientTable;
  admin_sessions: AdminSessionTable;
}

export type ContactFormRow = Selectable<ContactFormTable>;
export type NewContactFormRow = Insertable<ContactFormTable>;
export type RecipientRow = Selectable<RecipientTable>;
