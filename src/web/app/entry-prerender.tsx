import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Language } from '../../content/locales';
import { i18n } from '../lib/i18n';
import { renderHeadTags } from './head';
import { pageHead } from './page-head';
import { pages, site } from './page-catalog';
import type { RouteData } from './route-data';
import { createRoutes, PAGE_ROUTE_ID } from './routes';
import { startupModules } from './startup-modules';

export { pages, site };
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

/** Renders one URL to HTML in Node, from the same routes and page files the browser uses. */
export async function prerender(pathname: string, language: Language): Promise<PrerenderedPage> {
  const handler = createStaticHandler(createRoutes(() => language));
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response)
    throw new Error(`unexpected redirect while prerendering ${pathname}`);
  const data = context.loaderData[PAGE_ROUTE_ID] as RouteData;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  );
  const t = i18n.getFixedT(data.language);
  const head = pageHead(data, (key) => t(key));
  return {
    html,
    head: renderHeadTags(head),
    language: data.language,
    notFound: data.notFound,
    startupModules: startupModules(data.page, data.language),
  };
}
