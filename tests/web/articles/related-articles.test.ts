import { describe, expect, it } from 'vitest';
import { relatedArticles } from '../../../src/web/lib/articles/related-articles';

const a = (id: string, date: string, tags: string[]) => ({ id, date, tags });

const launch = a('launch', '15.5.2025', ['Product', 'Pricing', 'AI']);
const all = [
  launch,
  a('acquisition', '2.6.2025', ['Company', 'AI']),
  a('conference', '6.3.2025', ['Events', 'AI']),
  a('pricing-update', '1.4.2025', ['Pricing', 'AI']),
  a('award', '14.11.2024', ['Award']),
  a('funding', '15.4.2025', ['Funding']),
];

describe('related articles: sharing tags, else the newest others', () => {
  it('ranks by shared tags, then newest, and never lists the article itself', () => {
    expect(relatedArticles(launch, all, 3).map((x) => x.id)).toEqual([
      'pricing-update', // 2 shared tags
      'acquisition', // 1 shared, newer
      'conference', // 1 shared, older
    ]);
  });

  it('fills up with the newest others when too few share a tag', () => {
    const award = all.find((x) => x.id === 'award')!;
    expect(relatedArticles(award, all, 3).map((x) => x.id)).toEqual([
      'acquisition',
      'launch',
      'funding',
    ]);
    const sharing = a('x', '1.1.2025', ['Funding']);
    expect(relatedArticles(sharing, all, 2).map((x) => x.id)).toEqual(['funding', 'acquisition']);
  });

  it('respects the limit', () => {
    expect(relatedArticles(launch, all, 0)).toEqual([]);
    expect(relatedArticles(launch, all, 10)).toHaveLength(5);
  });
});
