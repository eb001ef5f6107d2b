import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  schemasById,
  sectionSchema,
  sectionTypes,
  uiSchemaFor,
  type JsonSchema,
} from '../../editor/src/schemas';
import { PROJECT_ROOT } from '../helpers/temp-project';

const schemaDir = join(PROJECT_ROOT, 'schema');
const files = [
  'defs.schema.json',
  ...readdirSync(join(schemaDir, 'sections'))
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => `sections/${name}`),
];
const schemas = schemasById(
  files.map((file) => JSON.parse(readFileSync(join(schemaDir, file), 'utf8')) as JsonSchema),
);

/**
 * The editor's forms show a German and an English box for every text. The heading properties
 * reference their definitions through `allOf` (schema/defs.schema.json): a tryout found them shown
 * as one box that wanted a text key, so no headline could be edited.
 */
describe('editor forms from the section schemas', () => {
  it.each(sectionTypes(schemas))(
    '%s: eyebrow, title and subtitle are texts in two languages',
    (type) => {
      const schema = sectionSchema(schemas, type);
      if (!schema?.properties) throw new Error(`no schema for ${type}`);
      const ui = uiSchemaFor(schema) as Record<string, { 'ui:widget'?: string }>;
      for (const name of ['eyebrow', 'title', 'subtitle'])
        if (name in schema.properties)
          expect(ui[name]?.['ui:widget'], `${type}.${name}`).toBe('textKey');
    },
  );
});
