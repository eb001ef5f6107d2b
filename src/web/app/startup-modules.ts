import type { Language } from '../../content/locales';
import { ARTICLE_PAGE_SECTION } from '../lib/articles/article-route';
import { pageUsesArticles } from '../lib/articles/article-sections';
import { pageTextsModule } from '../lib/locale-resources';
import { pageFileModule } from './page-catalog';
import type { PageData } from './page-types';

/**
 * Source modules the browser imports before it hydrates a page (see route-data.ts): its page
 * file, its texts in its language, its section components and, for article pages, the article
 * set and sanitiser. The prerender preloads their chunks so they download with the entry.
 */
export function startupModules(pageFile: string, page: PageData, language: Language): string[] {
  const modules = [pageFileModule(pageFile), pageTextsModule(language, pageFile)];
  for (const type of new Set(page.sections.map((s) => s.type)))
    modules.push(`src/web/sections/${type}/index.ts`);
  if (pageUsesArticles(page)) modules.push(`src/web/lib/articles/articles-${language}.ts`);
  // The sanitiser only where an article's HTML is shown (loadArticleRouteData), not on the
  // list and the home teaser.
  if (page.sections.some((section) => section.type === ARTICLE_PAGE_SECTION))
    modules.push('src/web/lib/articles/purifier-browser.ts');
  return modules;
}
