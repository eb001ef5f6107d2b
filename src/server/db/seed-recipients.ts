import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { NewRecipient, RecipientRepository } from './repositories/recipient-repository';
import { compileStandaloneValidator } from '../validation/api-schemas';

/**
 * On first start (no recipients at all) the contact form would offer no topics, so the seed
 * file's recipients are inserted. Once any recipient exists the table belongs to the admins and
 * the file is not read again; only an empty table (a fresh database, or every row deleted) is seeded.
 */
export async function seedRecipientsIfEmpty(
  recipients: RecipientRepository,
  seedFile: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if ((await recipients.count()) > 0) return;
  let text: string;
  try {
    text = await fs.readFile(seedFile, 'utf8');
  } catch {
    log.warn({ seedFile }, 'recipients table is empty and the seed file is missing; no topics');
    return;
  }
  const entries = parseSeed(text, seedFile);
  await recipients.seed(entries);
  log.info({ seedFile, count: entries.length }, 'seeded recipients');
}

function parseSeed(text: string, seedFile: string): NewRecipient[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${seedFile} is not valid JSON`, { cause: error });
  }
  const validate = compileStandaloneValidator('recipients-seed');
  if (!validate(data)) {
    const detail = (validate.errors ?? [])
      .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`)
      .join('; ');
    throw new Error(`${seedFile} does not match schema/api/recipients-seed.schema.json: ${detail}`);
  }
  return data as NewRecipient[];
}
