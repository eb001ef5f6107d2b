import { renderToString } from 'react-dom/server';
import type { Language } from '../../content/locales';
import { onMissingKey, translator, unloadAllTexts } from '../lib/i18n';
import { renderHeadTags } from './head';
import { pageHead } from './page-head';
import { pageRoutes, site } from './page-catalog';
import { PageRoute } from './page-route';
import { loadRouteData } from './route-data';
import { RouteDataProvider } from './route-data-provider';
import { startupModules } from './startup-modules';

export { site };
/** Every page file's paths (scripts/prerender renders each in both languages). */
export const pages = pageRoutes;
/** Article pages and their not-found pages, beyond the page files (scripts/prerender). */
export { articlePrerenderTargets as prerenderTargets } from '../lib/articles/prerender-targets';

export interface PrerenderedPage {
  html: string;
  head: string;
  language: Language;
  notFound: boolean;
  /** Source modules to preload (chunk files are looked up in Vite's manifest by the prerender). */
  startupModules: string[];
}

// A page gets only its own texts (scripts/vite-page-texts-plugin.ts); a key it shows but its
// texts lack is collected here and stops the build, instead of reaching a visitor as a raw key.
const missingKeys = new Set<string>();
onMissingKey((key) => missingKeys.add(key));

/** Renders one URL to HTML in Node, from the same routes and page files the browser uses. */
export async function prerender(pathname: string, language: Language): Promise<PrerenderedPage> {
  unloadAllTexts();
  missingKeys.clear();
  const data = await loadRouteData(pathname, language);
  const html = renderToString(
    <RouteDataProvider initial={data} location={{ pathname, search: '', hash: '' }}>
      <PageRoute />
    </RouteDataProvider>,
  );
  const { t } = translator(data.language);
  const head = pageHead(data, (key) => t(key));
  if (missingKeys.size > 0) {
    throw new Error(
      `${pathname} shows text keys that its texts (pages/${data.pageFile}.json, ${data.language}) lack: ` +
        `${[...missingKeys].join(', ')}. Add them to locales/${data.language}/, or name their locale file in the page.`,
    );
  }
  return {
    html,
    head: renderHeadTags(head),
    language: data.language,
    notFound: data.notFound,
    startupModules: startupModules(data.pageFile, data.page, data.language),
  };
}
