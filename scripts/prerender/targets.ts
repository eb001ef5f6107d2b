import { LANGUAGES, type Language } from '../../src/content/locales';
import {
  ARTICLE_PATH_PATTERN,
  articlePath,
  localizePath,
  NOT_FOUND_PATH,
} from '../../src/content/routes';
import type { RouteEntry } from '../../src/content/site-data';

export interface PrerenderTarget {
  pathname: string;
  language: Language;
  entry: RouteEntry;
  /** Output file inside the client build folder. */
  file: string;
  /** A 404 page (served with status 404 for unknown URLs): it gets no route file. */
  notFound: boolean;
}

/** A slug no article can have (slugs are lower-case letters, digits and hyphens). */
const UNKNOWN = '__not-found__';

const htmlFile = (pathname: string) => `${pathname === '/' ? '' : pathname.slice(1)}/index.html`;

/**
 * Every URL the build writes as HTML, in both languages: each page and alias; the 404 page
 * (404.html, en/404.html); every article at every slug it has in any language (a German visitor
 * opening an English slug gets the German article at once: SPEC §4, issue 27), and the article
 * page's "Article Not Found" (news/404.html), which the server sends for unknown /news/ URLs.
 */
export function prerenderTargets(
  routes: readonly RouteEntry[],
  articleSlugs: readonly string[],
): PrerenderTarget[] {
  const targets: PrerenderTarget[] = [];
  for (const language of LANGUAGES) {
    const prefix = language === 'de' ? '' : '/en';
    for (const entry of routes) {
      if (entry.path === NOT_FOUND_PATH) {
        const pathname = `${prefix}/${UNKNOWN}`;
        targets.push({ pathname, language, entry, file: `${prefix}/404.html`, notFound: true });
      } else if (entry.path === ARTICLE_PATH_PATTERN) {
        for (const slug of articleSlugs) {
          const pathname = localizePath(articlePath(slug), language);
          targets.push({ pathname, language, entry, file: htmlFile(pathname), notFound: false });
        }
        const pathname = localizePath(articlePath(UNKNOWN), language);
        const file = `${prefix}${articlePath('404.html')}`;
        targets.push({ pathname, language, entry, file, notFound: true });
      } else if (!entry.path.includes(':')) {
        for (const path of [entry.path, ...(entry.aliases ?? [])]) {
          const pathname = localizePath(path, language);
          targets.push({ pathname, language, entry, file: htmlFile(pathname), notFound: false });
        }
      }
    }
  }
  return targets;
}
