import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonSchema, SectionSchemaFile } from '../catalogue/section-schemas';
import { sectionTypes } from './generate-types';

/** Every schema in schema/sections/, by type name, in alphabetical order. */
export function readSectionSchemas(root: string): SectionSchemaFile[] {
  return sectionTypes(root).map((type) => ({
    type,
    schema: JSON.parse(
      readFileSync(join(root, 'schema', 'sections', `${type}.schema.json`), 'utf8'),
    ) as JsonSchema,
  }));
}

export function readDefsSchema(root: string): JsonSchema {
  return JSON.parse(readFileSync(join(root, 'schema', 'defs.schema.json'), 'utf8')) as JsonSchema;
}
