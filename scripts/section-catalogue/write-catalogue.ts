import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { readDefsSchema, readSectionSchemas } from '../../src/content/node/section-schema-files';
import { catalogueMarkdown } from './catalogue-markdown';

function catalogueFile(root: string): string {
  return join(root, 'docs', 'sections.md');
}

/**
 * docs/sections.md as the schemas of `root` describe it, formatted as `npm run lint` expects
 * (the project's Prettier settings).
 */
export async function buildCatalogue(root: string): Promise<string> {
  const file = catalogueFile(root);
  const markdown = catalogueMarkdown(readSectionSchemas(root), readDefsSchema(root));
  return format(markdown, { ...(await resolveConfig(file)), filepath: file });
}

export async function writeCatalogue(root: string): Promise<string> {
  const file = catalogueFile(root);
  writeFileSync(file, await buildCatalogue(root));
  return file;
}
