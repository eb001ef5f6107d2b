import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { Language } from '../../../content/locales';
import { NOT_FOUND_PATH, normalizePath, splitLanguage } from '../../../content/routes';
import {
  pageDataUrl,
  routeDataUrl,
  type PagePayload,
  type RouteEntry,
} from '../../../content/site-data';
import type { ResolvedData } from '../../sections/section-definition';
import type { PageRouteData } from '../../site/shown-page';
import type { PageData } from '../../site/page-types';
import type { RouteEnvironment } from './route-environment';
import type { SectionModules } from './section-modules';

/**
 * The loader of every page route: the page file and its texts (one site-data file), the
 * texts every page shows, then each section's `resolveData` step (with the section code route-table
 * imports). The page then renders synchronously, in the prerender and in the browser alike.
 */
export async function loadPageRoute(
  entry: RouteEntry,
  language: Language,
  { request, params }: Pick<LoaderFunctionArgs, 'request' | 'params'>,
  env: RouteEnvironment,
  sectionModules: Promise<SectionModules>,
) {
  // A page with its own URL reads that URL's route file (the one route discovery fetched too);
  // the article pattern and the 404 page read their page file's.
  const concrete = entry.path !== NOT_FOUND_PATH && !entry.path.includes(':');
  const payloadUrl = concrete
    ? routeDataUrl(new URL(request.url).pathname)
    : pageDataUrl(entry.file, language);
  const [payload, modules] = await Promise.all([
    env.getJson<PagePayload<PageData>>(payloadUrl),
    sectionModules,
  ]);
  if (!payload) throw new Error(`${payloadUrl} is missing (pages/${entry.file}.json)`);
  const shared = await env.getJson<Record<string, unknown>>(payload.sharedTexts);
  env.addTexts(language, shared ?? {}, payload.sharedTexts);
  env.addTexts(language, payload.texts, payloadUrl);

  const results = await Promise.all(
    payload.page.sections.map(
      (section) =>
        modules.get(section.type)?.resolveData?.({
          props: section.props as never,
          language,
          params,
          getJson: (url) => env.getJson(url),
        }) as Promise<ResolvedData<unknown>> | undefined,
    ),
  );
  const notFound = entry.path === NOT_FOUND_PATH || results.some((result) => result?.notFound);
  const routeData: PageRouteData = {
    language,
    path: normalizePath(splitLanguage(new URL(request.url).pathname).path),
    file: entry.file,
    page: payload.page,
    sectionData: results.map((result) => result?.data),
    notFound,
    head: Object.assign({}, ...results.map((result) => result?.head ?? {})),
    pageHead: payload.head,
  };
  // The status reaches the prerender (404.html pages); in the browser the data is the same.
  return notFound ? data(routeData, { status: 404 }) : routeData;
}
