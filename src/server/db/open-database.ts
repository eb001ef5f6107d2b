import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConfig } from '../config';
import { connectDatabase } from './connect';
import type { Database } from './connect';
import { migrateToLatest } from './migrate';
import { createAdminSessionRepository } from './repositories/admin-session-repository';
import type { AdminSessionRepository } from './repositories/admin-session-repository';
import { createContactFormRepository } from './repositories/contact-form-repository';
import type { ContactFormRepository } from './repositories/contact-form-repository';
import { createOutboxRepository } from './repositories/outbox-repository';
import type { OutboxRepository } from './repositories/outbox-repository';
import { createRecipientRepository } from './repositories/recipient-repository';
import type { RecipientRepository } from './repositories/recipient-repository';
import { seedRecipientsIfEmpty } from './seed-recipients';
import { withStartupLock } from './startup-lock';

export interface OpenDatabase {
  database: Database;
  recipients: RecipientRepository;
  contactForms: ContactFormRepository;
  outbox: OutboxRepository;
  adminSessions: AdminSessionRepository;
}

/**
 * Connects, migrates and seeds (under the start-up lock, so instances starting together do this
 * once) and returns the repositories. The connection is closed again if any of it fails.
 */
export async function openDatabase(
  config: DatabaseConfig,
  recipientsSeedFile: string,
  log: FastifyBaseLogger,
): Promise<OpenDatabase> {
  const database = connectDatabase(config);
  const recipients = createRecipientRepository(database.db, database.externalChangeCounter);
  try {
    await withStartupLock(database, async () => {
      await migrateToLatest(database);
      await seedRecipientsIfEmpty(recipients, recipientsSeedFile, log);
    });
  } catch (error) {
    await database.destroy();
    throw error;
  }
  return {
    database,
    recipients,
    contactForms: createContactFormRepository(database.db, database.write),
    outbox: createOutboxRepository(database.db, database.write, database.dialect),
    adminSessions: createAdminSessionRepository(database.db, database.write),
  };
}
