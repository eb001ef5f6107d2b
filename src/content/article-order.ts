import { articleDateValue, parseArticleDate } from './article-date';

type Dated = { id: string; date: string };

/** When an article was published, as a sortable number; an unreadable date sorts last. */
function articleTimestamp(article: Pick<Dated, 'date'>): number {
  const parsed = parseArticleDate(article.date);
  return parsed ? articleDateValue(parsed) : Number.NEGATIVE_INFINITY;
}

/** Newest first; the same moment falls back to the id so the order never depends on file order. */
export function compareNewestFirst(a: Dated, b: Dated): number {
  const byDate = articleTimestamp(b) - articleTimestamp(a);
  if (byDate !== 0 && !Number.isNaN(byDate)) return byDate;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function sortNewestFirst<T extends Dated>(articles: readonly T[]): T[] {
  return [...articles].sort(compareNewestFirst);
}

/** The `count` newest articles, newest first (the home page shows 3, SPEC §2). */
export function newestArticles<T extends Dated>(articles: readonly T[], count: number): T[] {
  return sortNewestFirst(articles).slice(0, Math.max(0, count));
}
