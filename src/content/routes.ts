import { DEFAULT_LANGUAGE, type Language } from './locales';

/** The prefix of English URLs; German keeps the spec's paths (SPEC §2). */
export const ENGLISH_PREFIX = '/en';

export interface RoutablePage {
  path: string;
  aliases?: string[] | undefined;
}

export const NOT_FOUND_PATH = '*';

/** Splits `/en/about` into the language and the page path `/about`. */
export function splitLanguage(pathname: string): { language: Language | null; path: string } {
  if (pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`)) {
    return { language: 'en', path: pathname.slice(ENGLISH_PREFIX.length) || '/' };
  }
  return { language: null, path: pathname || '/' };
}

/** The URL of a site path in a language: `/about` -> `/en/about` in English. Keeps `#hash`. */
export function localizePath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  if (path === '/') return ENGLISH_PREFIX;
  if (path.startsWith('/#')) return `${ENGLISH_PREFIX}${path.slice(1)}`;
  return `${ENGLISH_PREFIX}${path}`;
}

export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Every concrete path a link may point at (patterns excluded). */
export function servedPaths(pages: readonly RoutablePage[]): Set<string> {
  const paths = new Set<string>();
  for (const page of pages) {
    if (page.path === NOT_FOUND_PATH || page.path.includes(':')) continue;
    paths.add(page.path);
    for (const alias of page.aliases ?? []) paths.add(alias);
  }
  return paths;
}

/** The page pattern of an article (SPEC §2 "/news/{slug}"); its page file must use it. */
export const ARTICLE_PATH_PATTERN = '/news/:slug';

/** The site path of an article (German form; localizePath adds /en). */
export function articlePath(slug: string): string {
  return ARTICLE_PATH_PATTERN.replace(':slug', slug);
}
