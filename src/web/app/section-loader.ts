import type { SectionType } from '../../generated/content-types';
import { sectionRegistry } from '../sections/registry';
import type { SectionDefinition } from '../sections/section-definition';

/**
 * The definitions loaded so far. A hot update under Vite (a changed source file, in `npm run dev`
 * or the page editor) can run this module again: the new copy takes over the old map, or a
 * PageRenderer importing the new copy finds nothing that the old copy loaded and shows every
 * section as unknown (the editor's preview did, after saving the menu; decision 124).
 */
// (Vitest has `import.meta.hot` without `data`.)
const hotData = import.meta.hot?.data as
  { loadedSections?: Map<string, SectionDefinition> } | undefined;
const loaded: Map<string, SectionDefinition> =
  hotData?.loadedSections ?? new Map<string, SectionDefinition>();
if (hotData) hotData.loadedSections = loaded;

function isKnownSectionType(type: string): type is SectionType {
  return Object.hasOwn(sectionRegistry, type);
}

/** Loads the definitions (component and `load` step) of the given section types. */
export async function loadSections(types: Iterable<string>): Promise<void> {
  const pending = [...new Set(types)]
    .filter((type) => isKnownSectionType(type) && !loaded.has(type))
    .map(async (type) => {
      const module = await sectionRegistry[type as SectionType]();
      loaded.set(type, module.default as unknown as SectionDefinition);
    });
  await Promise.all(pending);
}

/** A section type's definition once loadSections has brought it (rendering is synchronous). */
export function getLoadedSection(type: string): SectionDefinition | undefined {
  return loaded.get(type);
}
