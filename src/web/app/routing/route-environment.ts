import type { Language } from '../../../content/locales';

/**
 * Where route loaders get what they need: site-data files (fetched in the browser, read from
 * memory by the prerender) and the i18next instance that renders the page (the browser's one
 * instance, or a fresh one per prerendered page).
 */
export interface RouteEnvironment {
  /** A site-data file (src/content/site-data.ts), or null when there is none (404). */
  getJson<T>(url: string): Promise<T | null>;
  /** Adds texts to the page's i18next instance; `source` names them so each is added once. */
  addTexts(language: Language, texts: Record<string, unknown>, source: string): void;
}
