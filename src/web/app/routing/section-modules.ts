import type { SectionType } from '../../../generated/content-types';
import { sectionRegistry } from '../../sections/registry';
import type { SectionDefinition } from '../../sections/section-definition';

/** The section definitions (component and `resolveData` step) of a page, by type. */
export type SectionModules = ReadonlyMap<string, SectionDefinition>;

function isKnownSectionType(type: string): type is SectionType {
  return Object.hasOwn(sectionRegistry, type);
}

/**
 * Imports the code of the given section types: each is a chunk of its own, so a page downloads
 * only the sections it uses, and the browser's module map fetches each chunk once. Unknown types
 * are left out (the renderer shows a notice in development).
 */
export async function loadSectionModules(types: Iterable<string>): Promise<SectionModules> {
  const known = [...new Set(types)].filter(isKnownSectionType);
  const modules = await Promise.all(known.map((type) => sectionRegistry[type]()));
  return new Map(
    known.map((type, index) => [type, modules[index]?.default as unknown as SectionDefinition]),
  );
}
