import type { Language } from '../../content/locales';
import { resolvePage, splitLanguage } from '../../content/routes';
import type { Article } from '../../generated/content-types';
import { loadArticleRouteData } from '../lib/articles/article-route';
import { activateLanguage } from '../lib/i18n';
import { loadPageFile, pageRoutes } from './page-catalog';
import type { PageData } from './page-types';
import { loadSections } from './section-loader';

/** Everything a route needs before it renders; the same on the server and in the browser. */
export interface RouteData {
  language: Language;
  /** True when the URL names the language (`/en/...`); false for the unprefixed German paths. */
  languageInUrl: boolean;
  /** Path without the language prefix. */
  path: string;
  /** The page file's name without `.json` (`faq` for pages/faq.json). */
  pageFile: string;
  page: PageData;
  params: Record<string, string>;
  notFound: boolean;
  /** On an article page: the article (content sanitised), or null for an unknown slug. */
  article?: Article | null;
  /**
   * The page's path per language when it differs from `path` in the other language (article
   * slugs differ); the language toggle and the hreflang links use it.
   */
  alternatePaths?: Partial<Record<Language, string>>;
}

/**
 * `/en/...` is English. An unprefixed path shows `fallbackLanguage`: German when prerendered,
 * the visitor's language in the browser (SPEC §4).
 */
export async function loadRouteData(
  pathname: string,
  fallbackLanguage: Language,
): Promise<RouteData> {
  const { language: urlLanguage, path } = splitLanguage(pathname);
  const language = urlLanguage ?? fallbackLanguage;
  const match = resolvePage(pageRoutes, path);
  if (!match) throw new Error('pages/ has no page with "path": "*"');
  const sections = match.page.sectionTypes.map((type) => ({ type }));
  const [page, articleData] = await Promise.all([
    loadPageFile(match.page.file),
    loadArticleRouteData({ sections }, match.params, language),
    activateLanguage(language, match.page.file),
    loadSections(match.page.sectionTypes),
  ]);
  return {
    ...articleData,
    language,
    languageInUrl: urlLanguage !== null,
    path,
    pageFile: match.page.file,
    page,
    params: match.params,
    notFound: match.notFound,
  };
}
