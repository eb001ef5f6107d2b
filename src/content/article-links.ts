import type { HtmlIssue } from './article-html-check';
import type { Language } from './locales';
import { normalizePath, splitLanguage } from './routes';
import { LANGUAGE_NAMES } from './language-names';

/**
 * Links to this site inside article HTML must reach a page, in the article's own language
 * (an English article links to /en/...), like links in page files do.
 */
export function checkArticleLinks(
  html: string,
  language: Language,
  isServed: (path: string) => boolean,
): HtmlIssue[] {
  const issues: HtmlIssue[] = [];
  const href = /<a\b[^>]*?\shref\s*=\s*(["'])(.*?)\1/gi;
  for (let match = href.exec(html); match; match = href.exec(html)) {
    const value = match[2] as string;
    if (!value.startsWith('/') || value.startsWith('//')) continue;
    const index = match.index + match[0].length - value.length - 1;
    const url = value.split(/[?#]/)[0] as string;
    const { language: urlLanguage, path } = splitLanguage(url);
    const target = normalizePath(path);
    const linkLanguage: Language = urlLanguage ?? 'de';
    if (!isServed(target)) {
      issues.push({
        rule: 'dead-link',
        index,
        message: `the link "${value}" goes to no page`,
        suggestion:
          'link to the "path" of a file in pages/ (with /en in front in English articles)',
      });
    } else if (linkLanguage !== language) {
      const fixed = language === 'en' ? `/en${target === '/' ? '' : target}` : target;
      issues.push({
        rule: 'wrong-language-link',
        index,
        message: `the link "${value}" leads to the ${LANGUAGE_NAMES[linkLanguage]} page; this article is ${LANGUAGE_NAMES[language]}`,
        suggestion: `write "${fixed}"`,
      });
    }
  }
  return issues;
}
