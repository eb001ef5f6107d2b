import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sectionTypes } from '../../src/content/node/generate-types';
import { sectionRegistry } from '../../src/web/sections/registry';
import { PROJECT_ROOT } from '../helpers/temp-project';

/**
 * What tsc does not see: the files on disk. The registry is built from the section folders
 * (decision 152), so a schema without a component folder, a folder without a schema (code no page
 * can reach) or an index.ts that defines another type than its folder's name all compile.
 */
const schemaTypes = sectionTypes(PROJECT_ROOT);
const folders = readdirSync(join(PROJECT_ROOT, 'src', 'web', 'sections'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const registered = Object.keys(sectionRegistry).sort();

describe('section schemas, component folders and the registry match', () => {
  it('every schema in schema/sections has a component folder with an index.ts', () => {
    expect(
      schemaTypes.filter((type) => !registered.includes(type)),
      'schemas without src/web/sections/<type>/index.ts (npm run new:section -- <type> makes both)',
    ).toEqual([]);
  });

  it('every component folder has a schema', () => {
    expect(
      folders.filter((folder) => !schemaTypes.includes(folder)),
      'folders in src/web/sections without schema/sections/<type>.schema.json (then npm run gen:types)',
    ).toEqual([]);
    expect(
      folders.filter((folder) => !registered.includes(folder)),
      'folders in src/web/sections without an index.ts',
    ).toEqual([]);
  });

  it.each(schemaTypes)(
    '%s: its entry loads a definition of its own type with a component',
    async (type) => {
      const entry = sectionRegistry[type as keyof typeof sectionRegistry];
      const { default: definition } = await entry();
      expect(definition.type, `src/web/sections/${type}/index.ts defines another type`).toBe(type);
      expect(typeof definition.component).toBe('function');
      if (definition.resolveData !== undefined)
        expect(typeof definition.resolveData).toBe('function');
    },
  );
});
