import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildSectionSchema,
  buildTypesFile,
  sectionTypes,
} from '../../src/content/node/generate-types';
import { PROJECT_ROOT } from '../helpers/temp-project';

describe('generated files are fresh (run `npm run gen:types` after changing schema/)', () => {
  it('schema/section.schema.json lists every section schema', () => {
    const onDisk = readFileSync(join(PROJECT_ROOT, 'schema', 'section.schema.json'), 'utf8');
    expect(onDisk).toBe(buildSectionSchema(sectionTypes(PROJECT_ROOT)));
  });

  it('src/generated/content-types.ts matches the schemas', async () => {
    const onDisk = readFileSync(join(PROJECT_ROOT, 'src', 'generated', 'content-types.ts'), 'utf8');
    const fresh = await buildTypesFile(PROJECT_ROOT);
    expect(onDisk).toBe(fresh);
  });
});

describe('src/generated/content-types.ts', () => {
  it('writes the shape of a list item once (a list is T[], never [T, ...T[]])', () => {
    const onDisk = readFileSync(join(PROJECT_ROOT, 'src', 'generated', 'content-types.ts'), 'utf8');
    // A non-empty tuple repeats its item's inline shape, doubling at every nested list; the
    // sizes are the schema's to check (validation), not the type's.
    expect(onDisk).not.toMatch(/\.\.\.\{/);
    expect(onDisk).not.toMatch(/\[(\w+), \.\.\.\1\[\]\]/);
  });
});
