import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Language } from '../../../content/locales';
import { startRoutes, type RouteEntry } from '../../../content/site-data';
import { addTexts, createTexts } from '../../lib/i18n';
import { renderHeadTags } from '../head/render-head';
import { routeHead } from '../head/route-head';
import type { PageRouteData } from '../../site/shown-page';
import type { RouteEnvironment } from '../routing/route-environment';
import { siteRoutes, type PageRouteHandle } from '../routing/route-table';
export { fixedRoutes } from '../../../content/site-data';
import { siteConfig } from '../../site/site-config';

export { siteConfig };

export interface PrerenderedPage {
  html: string;
  head: string;
  language: Language;
  status: number;
  /** The page file and routes the page's JavaScript starts with (the route-start block). */
  file: string;
  routes: RouteEntry[];
  /** Site-data files the page's loader read, in the order it read them. */
  data: string[];
}

/** Where the prerender reads site data: the build's files, in memory or on disk. */
export type SiteDataReader = (url: string) => unknown;

/**
 * Renders one URL to HTML in Node, with the router and routes the browser uses: a fresh i18next
 * instance with only the page's texts, and a build that stops on any key it lacks.
 */
export async function prerender(
  pathname: string,
  /** The page file serving `pathname` (the caller enumerates URLs by page file). */
  own: RouteEntry,
  /** The page files every page's JavaScript knows: URL patterns and the 404 page. */
  fixed: readonly RouteEntry[],
  readData: SiteDataReader,
): Promise<PrerenderedPage> {
  const missingKeys = new Set<string>();
  const i18n = createTexts('de', { onMissingKey: (key) => missingKeys.add(key) });
  const read: string[] = [];
  const env: RouteEnvironment = {
    getJson: async <T,>(url: string) => {
      read.push(url);
      return (readData(url) ?? null) as T | null;
    },
    addTexts: (language, texts) => addTexts(i18n, language, texts),
  };
  // Each page gets a small route table (its own routes, patterns, 404): matching stays cheap
  // with thousands of pages, and it is the table the page's JavaScript starts with.
  const routesOfPage = startRoutes(fixed, own);
  const handler = createStaticHandler(siteRoutes(routesOfPage, env));
  const context = await handler.query(new Request(`http://prerender${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirects: not prerendered`);
  if (context.errors) throw Object.values(context.errors)[0];
  const leaf = context.matches.at(-1);
  const handle = leaf?.route.handle as PageRouteHandle | undefined;
  const data = leaf ? (context.loaderData[leaf.route.id] as PageRouteData) : undefined;
  if (!handle || !data) throw new Error(`${pathname} matched no page route`);
  await i18n.changeLanguage(data.language);

  const router = createStaticRouter(handler.dataRoutes, context);
  // react-i18next's useTranslation copies every own property of the instance it is given, in
  // each component it renders (createI18nWrapper, for a new identity when the language changes):
  // 12 % of the prerender's time (issue 26). An object with the instance as its prototype has
  // nothing to copy and reads everything from it; one render never changes the language.
  const reader = Object.create(i18n) as typeof i18n;
  const html = renderToString(
    <I18nextProvider i18n={reader}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
  const head = routeHead(data, (key) => i18n.t(key), siteConfig);
  if (missingKeys.size > 0) {
    throw new Error(
      `${pathname} shows text keys that its texts (pages/${data.file}.json, ${data.language}) lack: ` +
        `${[...missingKeys].join(', ')}. Add them to locales/${data.language}/, or name their locale file in the page.`,
    );
  }
  return {
    html,
    head: renderHeadTags(head),
    language: data.language,
    status: context.statusCode,
    file: handle.file,
    routes: routesOfPage,
    data: [...new Set(read)],
  };
}
