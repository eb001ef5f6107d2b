import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemasById, type JsonSchema } from '../../editor/src/schemas';
import { PROJECT_ROOT } from './temp-project';

/** The project's page and section schemas by id, as the editor loads them. */
export function projectSchemas(): ReturnType<typeof schemasById> {
  const dir = join(PROJECT_ROOT, 'schema');
  return schemasById(
    [
      'defs.schema.json',
      'page.schema.json',
      ...readdirSync(join(dir, 'sections'))
        .filter((name) => name.endsWith('.schema.json'))
        .map((name) => `sections/${name}`),
    ].map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as JsonSchema),
  );
}
