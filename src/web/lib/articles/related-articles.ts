import { compareNewestFirst } from '../../../content/article-order';

type Relatable = { id: string; date: string; tags: readonly string[] };

/**
 * Articles to read next: the others that share tags with this one (most shared tags first,
 * then newest); when fewer than `limit` share a tag, the newest others fill the list.
 */
export function relatedArticles<T extends Relatable>(
  article: Relatable,
  all: readonly T[],
  limit: number,
): T[] {
  const tags = new Set(article.tags);
  const shared = (other: Relatable) => other.tags.filter((tag) => tags.has(tag)).length;
  const others = all.filter((other) => other.id !== article.id);
  const byTags = others
    .filter((other) => shared(other) > 0)
    .sort((a, b) => shared(b) - shared(a) || compareNewestFirst(a, b));
  const rest = others.filter((other) => shared(other) === 0).sort(compareNewestFirst);
  return [...byTags, ...rest].slice(0, Math.max(0, limit));
}
