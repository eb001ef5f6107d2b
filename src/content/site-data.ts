import type { Language } from './locales';
import { NOT_FOUND_PATH } from './routes';

/**
 * The data files a page's JavaScript reads, and where they live. The build writes them into the
 * site (dist/client/_app/...), the dev server answers the same URLs from the content on disk, and
 * the prerender reads them from memory: one set of names for all three (decision 200).
 *
 * - `/_app/route<url>.json` (`/_app/route.json` for `/`): which page file serves a URL, with
 *   the page and its texts in the URL's language. The browser fetches it to learn a route it does
 *   not know yet (route discovery), so a page's JavaScript never lists every page of the site.
 * - `/_app/page/<file>.<language>.json`: the same payload by page file, for routes the browser
 *   knows by pattern (`/news/:slug`) and for the 404 page.
 * - `/_app/articles/<language>.json`: the article cards of a language (no article bodies).
 * - `/_app/article/<language>/<slug>.json`: one article, also under the other language's slug.
 * - `/assets/texts.<language>.<hash>.json`: the texts every page shows (menu, footer, common),
 *   named by content so browsers keep them across pages and deploys.
 */
const SITE_DATA_PREFIX = '/_app';

/** A page file as the router needs it: which URLs it serves and which sections it shows. */
export interface RouteEntry {
  /** The page file's name without `.json`, e.g. `faq` for pages/faq.json. */
  file: string;
  /** The German path (`/faq`), a pattern (`/news/:slug`) or `*` for the 404 page. */
  path: string;
  aliases?: string[];
  /** Section types in the order of the page, without repeats (their components load first). */
  sections: string[];
}

/** Everything a route needs from the server to render one page in one language. */
export interface PagePayload<Page = unknown> {
  route: RouteEntry;
  language: Language;
  page: Page;
  /** The page's own texts (i18next resources by locale file); the shared ones are apart. */
  texts: Record<string, unknown>;
  /** URL of the texts every page shows, in this language. */
  sharedTexts: string;
  /** The page's share picture and structured data (src/content/node/page-head/). */
  head?: PageHeadData;
}

/** A page's share picture: og:image, twitter:image and their size and description. */
export interface ShareImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

/** What a page's head takes from its content beyond the meta texts. */
export interface PageHeadData {
  image: ShareImage;
  /** schema.org objects, one `<script type="application/ld+json">` each. */
  jsonLd: Array<Record<string, unknown>>;
}

/** One article with its URL in each language (slugs differ between languages). */
export interface ArticlePayload<Article = unknown> {
  article: Article;
  paths: Partial<Record<Language, string>>;
  /** Structured data beside the article's own NewsArticle: its breadcrumb trail. */
  jsonLd?: Array<Record<string, unknown>>;
}

/** `/faq` -> `/_app/route/faq.json`; `/` -> `/_app/route.json`; `/en/faq` -> `/_app/route/en/faq.json`. */
export function routeDataUrl(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return `${SITE_DATA_PREFIX}/route${path}.json`;
}

export function pageDataUrl(file: string, language: Language): string {
  return `${SITE_DATA_PREFIX}/page/${file}.${language}.json`;
}

export function articleIndexUrl(language: Language): string {
  return `${SITE_DATA_PREFIX}/articles/${language}.json`;
}

export function articleDataUrl(language: Language, slug: string): string {
  return `${SITE_DATA_PREFIX}/article/${language}/${encodeURIComponent(slug)}.json`;
}

/** The unhashed name the dev server uses for the shared texts (the build adds a content hash). */
export function sharedTextsDevUrl(language: Language): string {
  return `${SITE_DATA_PREFIX}/texts/${language}.json`;
}

/** The page files whose routes every page knows from the start: URL patterns and the 404 page. */
export function fixedRoutes(all: readonly RouteEntry[]): RouteEntry[] {
  return all.filter((entry) => entry.path === NOT_FOUND_PATH || entry.path.includes(':'));
}

/** The routes a page's JavaScript starts with: its own and the fixed ones. */
export function startRoutes(fixed: readonly RouteEntry[], own: RouteEntry): RouteEntry[] {
  return fixed.some((entry) => entry.file === own.file) ? [...fixed] : [own, ...fixed];
}
