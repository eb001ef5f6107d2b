import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sectionTypes } from '../../src/content/node/generate-types';
import { sectionRegistry } from '../../src/web/sections/registry';
import { PROJECT_ROOT } from '../helpers/temp-project';

/**
 * What tsc does not see: the files on disk. A schema without a component folder, a folder
 * without a schema (code no page can reach), or an index.ts that defines another type than
 * its folder's name all compile.
 */
const schemaTypes = sectionTypes(PROJECT_ROOT);
const folders = readdirSync(join(PROJECT_ROOT, 'src', 'web', 'sections'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('section schemas, component folders and the registry match', () => {
  it('every schema in schema/sections has a component folder, and every folder a schema', () => {
    expect(folders).toEqual(schemaTypes);
  });

  it('the registry has exactly one entry for each schema', () => {
    expect(Object.keys(sectionRegistry).sort()).toEqual(schemaTypes);
  });

  it.each(schemaTypes)(
    '%s: its entry loads a definition of its own type with a component',
    async (type) => {
      const entry = sectionRegistry[type as keyof typeof sectionRegistry];
      const { default: definition } = await entry();
      expect(definition.type).toBe(type);
      expect(typeof definition.component).toBe('function');
      if (definition.load !== undefined) expect(typeof definition.load).toBe('function');
    },
  );
});
