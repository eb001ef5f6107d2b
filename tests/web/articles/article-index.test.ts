import { describe, expect, it } from 'vitest';
import {
  articleIdForSlug,
  articlePaths,
  type ArticleIndexEntry,
} from '../../../src/web/lib/articles/article-index';

const index: ArticleIndexEntry[] = [
  { id: 'launch', language: 'de', slug: 'marktstart-self-service' },
  { id: 'launch', language: 'en', slug: 'self-service-launch' },
  { id: 'award', language: 'de', slug: 'newcomer-award' },
  { id: 'award', language: 'en', slug: 'newcomer-award' },
];

describe('article slugs across languages', () => {
  it('finds the id of a slug in its own language first', () => {
    expect(articleIdForSlug('self-service-launch', 'en', index)).toBe('launch');
    expect(articleIdForSlug('newcomer-award', 'de', index)).toBe('award');
  });

  it('finds the article from the other language’s slug (unprefixed URL shown in English)', () => {
    expect(articleIdForSlug('marktstart-self-service', 'en', index)).toBe('launch');
  });

  it('knows no unknown slug', () => {
    expect(articleIdForSlug('does-not-exist', 'de', index)).toBeNull();
  });

  it('names the path of the article in every language', () => {
    expect(articlePaths('launch', index)).toEqual({
      de: '/news/marktstart-self-service',
      en: '/news/self-service-launch',
    });
  });
});
