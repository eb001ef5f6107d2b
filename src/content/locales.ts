/**
 * The site's languages. The browser imports this file, so it holds no validation code (that
 * is in locale-files.ts, with the JSON parser it needs).
 */
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

export function isLanguage(value: unknown): value is Language {
  return value === 'de' || value === 'en';
}

/** Nested i18next resources of one language from its files. */
export function toResources(
  files: ReadonlyArray<{ namespace: string; data: unknown }>,
): Record<string, unknown> {
  const resources: Record<string, unknown> = {};
  for (const file of files) resources[file.namespace] = file.data;
  return resources;
}
