import type { Language } from '../../../content/locales';
import { localizePath } from '../../../content/routes';
import { articleIndex, articlePath } from './article-index';

export interface PrerenderTarget {
  pathname: string;
  language: Language;
  /** Output file inside the client build folder. */
  file: string;
}

/** A slug no article can have (slugs are lower-case letters, digits and hyphens). */
const UNKNOWN_SLUG = '__not-found__';

/**
 * Every article in its own language, so search engines and link previews read the article
 * without JavaScript; each German article also in English at its German slug
 * (`en/news/<German slug>/index.html`, canonical to the English URL): the server sends it for
 * the unprefixed German URL to a visitor who prefers English, who then sees English from the
 * first paint instead of German switching to English. Plus the "Article Not Found" pages that the server sends with status 404
 * for unknown /news/* paths (news/404.html, en/news/404.html).
 */
export function articlePrerenderTargets(): PrerenderTarget[] {
  const articles = articleIndex.map(({ language, slug }) => {
    const pathname = localizePath(articlePath(slug), language);
    return { pathname, language, file: `${pathname.slice(1)}/index.html` };
  });
  const englishAtGermanSlug = articleIndex
    .filter(
      ({ language, slug }) =>
        language === 'de' && !articleIndex.some((e) => e.language === 'en' && e.slug === slug),
    )
    .map(({ slug }) => {
      const pathname = localizePath(articlePath(slug), 'en');
      return { pathname, language: 'en' as const, file: `${pathname.slice(1)}/index.html` };
    });
  const notFound = (['de', 'en'] as const).map((language) => ({
    pathname: localizePath(articlePath(UNKNOWN_SLUG), language),
    language,
    file: language === 'de' ? 'news/404.html' : 'en/news/404.html',
  }));
  return [...articles, ...englishAtGermanSlug, ...notFound];
}
