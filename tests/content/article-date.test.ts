import { describe, expect, it } from 'vitest';
import {
  articleDateToIso,
  articleDateValue,
  parseArticleDate,
} from '../../src/content/article-date';

describe('article dates "d.m.yyyy[, HH:MM]" (SPEC §3)', () => {
  it('reads day, month and year, with or without leading zeros', () => {
    expect(parseArticleDate('15.5.2025')).toEqual({ year: 2025, month: 5, day: 15 });
    expect(parseArticleDate('03.04.2025')).toEqual({ year: 2025, month: 4, day: 3 });
  });

  it('reads an optional time after a comma', () => {
    expect(parseArticleDate('15.5.2025, 09:30')).toEqual({
      year: 2025,
      month: 5,
      day: 15,
      hour: 9,
      minute: 30,
    });
    expect(parseArticleDate('1.12.2024,18:05')).toMatchObject({ hour: 18, minute: 5 });
  });

  it.each([
    '31.2.2025',
    '29.2.2025',
    '0.5.2025',
    '15.13.2025',
    '15.5.2025, 24:00',
    '15.5.25',
    '2025-05-15',
    '15.5.2025 09:30',
    '',
  ])('rejects %j', (text) => {
    expect(parseArticleDate(text)).toBeNull();
  });

  it('accepts 29 February in a leap year', () => {
    expect(parseArticleDate('29.2.2024')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('orders by date and time, the same in every time zone', () => {
    const day = articleDateValue({ year: 2025, month: 5, day: 15 });
    const morning = articleDateValue({ year: 2025, month: 5, day: 15, hour: 9, minute: 0 });
    expect(morning).toBeGreaterThan(day);
    expect(day).toBe(Date.UTC(2025, 4, 15));
  });

  it('gives ISO dates for <time dateTime>', () => {
    expect(articleDateToIso({ year: 2025, month: 5, day: 3 })).toBe('2025-05-03');
    expect(articleDateToIso({ year: 2025, month: 5, day: 3, hour: 9, minute: 5 })).toBe(
      '2025-05-03T09:05',
    );
  });
});
