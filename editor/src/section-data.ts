import { loadSectionModules, type SectionModules } from '../../src/web/app/routing/section-modules';
import type { Language, Section } from './model';

async function getJson<T>(url: string): Promise<T | null> {
  const response = await fetch(url);
  return response.ok ? ((await response.json()) as T) : null;
}

/** What the preview renders sections with: their code, and per section its `resolveData` result. */
export interface PreviewSections {
  modules: SectionModules;
  data: unknown[];
}

/**
 * The sections' code and each section's `resolveData` step, as the site's route loader runs it (the
 * news sections read the articles); a failing step leaves that section without data (its error
 * boundary shows it).
 */
export async function loadPreviewSections(
  sections: readonly Section[],
  language: Language,
): Promise<PreviewSections> {
  const modules = await loadSectionModules(sections.map((section) => section.type));
  const data = await Promise.all(
    sections.map(async (section) => {
      const resolveData = modules.get(section.type)?.resolveData;
      if (!resolveData) return undefined;
      try {
        const result = await resolveData({
          props: section.props as never,
          language,
          params: {},
          getJson,
        });
        return result.data;
      } catch {
        return undefined;
      }
    }),
  );
  return { modules, data };
}
