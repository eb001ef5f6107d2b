import type { SectionType } from '../../generated/content-types';
import { sectionRegistry } from '../sections/registry';
import type { SectionDefinition } from '../sections/section-definition';

const loaded = new Map<string, SectionDefinition>();

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
