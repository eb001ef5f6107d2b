/**
 * Section types that render articles. The route loader loads the article set of the page's
 * language before such a page renders; pages without them never download articles.
 * Add a type here when a new section shows articles (e.g. the home page's news teaser).
 */
export const ARTICLE_SECTION_TYPES: ReadonlySet<string> = new Set([
  'news-list',
  'news-article',
  'news-teaser',
]);

export function pageUsesArticles(page: { sections: ReadonlyArray<{ type: string }> }): boolean {
  return page.sections.some((section) => ARTICLE_SECTION_TYPES.has(section.type));
}
