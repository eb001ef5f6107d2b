import { describe, expect, it } from 'vitest';
import {
  compareNewestFirst,
  newestArticles,
  sortNewestFirst,
} from '../../../src/content/article-order';

const article = (id: string, date: string) => ({ id, date });

describe('newest first (SPEC §3)', () => {
  const articles = [
    article('award', '14.11.2024'),
    article('launch', '15.5.2025, 09:00'),
    article('conference', '6.3.2025'),
    article('acquisition', '2.6.2025, 10:30'),
    article('funding', '15.4.2025'),
  ];

  it('sorts by date, newest first, across years and months', () => {
    expect(sortNewestFirst(articles).map((a) => a.id)).toEqual([
      'acquisition',
      'launch',
      'funding',
      'conference',
      'award',
    ]);
  });

  it('orders by time on the same day; no time counts as midnight', () => {
    const sameDay = [
      article('a', '15.5.2025'),
      article('b', '15.5.2025, 18:00'),
      article('c', '15.5.2025, 09:00'),
    ];
    expect(sortNewestFirst(sameDay).map((a) => a.id)).toEqual(['b', 'c', 'a']);
  });

  it('breaks exact ties by id, whatever the input order', () => {
    const tie = [article('zeta', '1.1.2025'), article('alpha', '1.1.2025')];
    expect(sortNewestFirst(tie).map((a) => a.id)).toEqual(['alpha', 'zeta']);
    expect(sortNewestFirst([...tie].reverse()).map((a) => a.id)).toEqual(['alpha', 'zeta']);
    expect(compareNewestFirst(tie[0]!, tie[0]!)).toBe(0);
  });

  it('puts an unreadable date last', () => {
    const list = [article('broken', '31.2.2025'), article('ok', '1.1.2020')];
    expect(sortNewestFirst(list).map((a) => a.id)).toEqual(['ok', 'broken']);
  });

  it('gives the n newest without changing the input', () => {
    const copy = [...articles];
    expect(newestArticles(articles, 3).map((a) => a.id)).toEqual([
      'acquisition',
      'launch',
      'funding',
    ]);
    expect(newestArticles(articles, 10)).toHaveLength(5);
    expect(newestArticles(articles, 0)).toEqual([]);
    expect(articles).toEqual(copy);
  });
});
