import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { NewRecipient, RecipientRepository } from './repositories/recipient-repository';
import { compileStandaloneValidator } from '../validation/api-schemas';

/**
 * On first start (no recipients at all) the contact form would have no topics, so we insert the
 * seed file's recipients. Once any recipient exists the table belongs to the admins and the seed
 * is never applied again, even if they delete every row on purpose... except then it is empty
 * again; that is accepted and documented in docs/server.md.
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
