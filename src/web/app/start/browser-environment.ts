import type { Language } from '../../../content/locales';
import { addTexts, browserTexts } from '../../lib/i18n';
import type { RouteEnvironment } from '../routing/route-environment';
import { clearSiteData, getJson } from './site-data-client';

const addedTexts = new Set<string>();

/** Route loaders in the browser: fetched site data, the one i18next instance. */
export const browserEnvironment: RouteEnvironment = {
  getJson,
  addTexts(language: Language, texts: Record<string, unknown>, source: string) {
    const key = `${language} ${source}`;
    if (addedTexts.has(key)) return;
    addedTexts.add(key);
    addTexts(browserTexts(), language, texts);
  },
};

/** After a content change (dev server): everything is fetched and added again. */
export function forgetLoadedData(): void {
  clearSiteData();
  addedTexts.clear();
}
