import type { Language } from '../../content/locales';
import { pageUsesArticles } from '../lib/articles/article-sections';
import type { PageData } from './page-types';

/**
 * Source modules the browser imports before it hydrates a page (see route-data.ts): the texts of
 * its language, its section components and, for article pages, the article set and sanitiser.
 * The prerender preloads their chunks so they download in parallel with the entry.
 */
export function startupModules(page: PageData, language: Language): string[] {
  const modules = [`src/web/lib/locales-${language}.ts`];
  for (const type of new Set(page.sections.map((s) => s.type)))
    modules.push(`src/web/sections/${type}/index.ts`);
  if (pageUsesArticles(page)) {
    modules.push(
      `src/web/lib/articles/articles-${language}.ts`,
      'src/web/lib/articles/purifier-browser.ts',
    );
  }
  return modules;
}
