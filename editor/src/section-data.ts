import { getLoadedSection } from '../../src/web/app/section-loader';
import type { Language, Section } from './model';

async function getJson<T>(url: string): Promise<T | null> {
  const response = await fetch(url);
  return response.ok ? ((await response.json()) as T) : null;
}

/**
 * Each section's `load` step, as the site's route loader runs it (the news sections read the
 * articles); a failing step leaves that section without data (its error boundary shows it).
 */
export async function loadSectionData(
  sections: readonly Section[],
  language: Language,
): Promise<unknown[]> {
  return Promise.all(
    sections.map(async (section) => {
      const load = getLoadedSection(section.type)?.load;
      if (!load) return undefined;
      try {
        const result = await load({ props: section.props as never, language, params: {}, getJson });
        return result.data;
      } catch {
        return undefined;
      }
    }),
  );
}
