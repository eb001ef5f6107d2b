import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect';

/**
 * Recipients and contact forms. A contact form row is also its own outbox entry
 * (email_sent, send_attempts, last_error, next_attempt_at), so storing a submission and
 * queueing its mail is one insert, atomic on both databases.
 */
export function initialMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('recipients')
        .addColumn('id', 'integer', (col) =>
          dialect === 'postgres'
            ? col.primaryKey().generatedByDefaultAsIdentity()
            : col.primaryKey().autoIncrement(),
        )
        .addColumn('topic', 'varchar(100)', (col) => col.notNull().unique())
        .addColumn('email', 'varchar(254)', (col) => col.notNull())
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('recipients_email_idx')
        .on('recipients')
        .column('email')
        .execute();

      await db.schema
        .createTable('contact_forms')
        .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
        .addColumn('name', 'varchar(200)', (col) => col.notNull())
        .addColumn('email', 'varchar(254)', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('topic', 'varchar(100)', (col) => col.notNull())
        .addColumn('recipient_email', 'varchar(254)', (col) => col.notNull())
        .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
        .addColumn('email_sent', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('send_attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('last_error', 'varchar(500)')
        .addColumn('next_attempt_at', 'varchar(30)')
        .execute();
      await db.schema
        .createIndex('contact_forms_created_at_idx')
        .on('contact_forms')
        .columns(['created_at', 'id'])
        .execute();
      // Partial index: the worker only ever looks for unsent rows that are due.
      await db.schema
        .createIndex('contact_forms_pending_idx')
        .on('contact_forms')
        .column('next_attempt_at')
        .where(sql.ref('email_sent'), '=', 0)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('contact_forms').execute();
      await db.schema.dropTable('recipients').execute();
    },
  };
}
