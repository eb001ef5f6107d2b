import type { SectionType } from '../../generated/content-types';
import type { SectionDefinition } from './section-definition';

type SectionRegistry = {
  // Each section's `resolveData` result has its own type; the page loader hands each its own.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [K in SectionType]: () => Promise<{ default: SectionDefinition<K, any> }>;
};

/**
 * Every section folder's index.ts, imported on demand: Vite turns each into a dynamic import, so
 * each section is a chunk of its own and a page downloads only the sections it uses.
 */
const folders = import.meta.glob<{ default: SectionDefinition }>('./*/index.ts');

/**
 * The one map from a page file's section `type` to its component: the type is the folder's name
 * (decision 152), written nowhere else. tsc cannot see folders: a folder whose index.ts defines
 * a type without a schema fails tsc at its `defineSection`, and tests/web/section-registry.test.ts
 * names a schema without a folder, a folder without a schema and an index.ts of another type.
 */
export const sectionRegistry = Object.fromEntries(
  Object.entries(folders).map(([file, load]) => [
    file.slice('./'.length, -'/index.ts'.length),
    load,
  ]),
) as unknown as SectionRegistry;
