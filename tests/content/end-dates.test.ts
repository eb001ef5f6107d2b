import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  endDatesIn,
  isCalendarDay,
  isShownOn,
  lastDayOfMonth,
  viennaDay,
  withoutEnded,
} from '../../src/content/end-dates';
import { contentToday } from '../../src/content/node/content-today';
import { PROJECT_ROOT } from '../helpers/temp-project';

/** Issue 37.7: content with an end date, the date rule and what is left out. */
const page = (name: string) =>
  JSON.parse(readFileSync(join(PROJECT_ROOT, 'pages', `${name}.json`), 'utf8')) as {
    sections: Array<{ type: string; until?: string; props: Record<string, unknown> }>;
  };

describe('the date rule: shown through the last day, in Vienna', () => {
  it('shows on the last day itself and not on the next', () => {
    expect(isShownOn('2025-10-31', '2025-10-30')).toBe(true);
    expect(isShownOn('2025-10-31', '2025-10-31')).toBe(true);
    expect(isShownOn('2025-10-31', '2025-11-01')).toBe(false);
    expect(isShownOn('2025-12-31', '2026-01-01')).toBe(false);
  });

  it('takes the day in Vienna, not in UTC (winter +01:00, summer +02:00)', () => {
    // 31 Oct 2025, 23:59:59 in Vienna (CET since 26 Oct) is still the last day …
    expect(viennaDay(new Date('2025-10-31T22:59:59Z'))).toBe('2025-10-31');
    // … one second later it is 1 Nov in Vienna, while UTC still says 31 Oct.
    expect(viennaDay(new Date('2025-10-31T23:00:00Z'))).toBe('2025-11-01');
    expect(isShownOn('2025-10-31', viennaDay(new Date('2025-10-31T23:00:00Z')))).toBe(false);
    expect(viennaDay(new Date('2025-06-30T21:59:59Z'))).toBe('2025-06-30');
    expect(viennaDay(new Date('2025-06-30T22:00:00Z'))).toBe('2025-07-01');
  });

  it('reads a month as its last day, and only real days as days', () => {
    expect(lastDayOfMonth('2025-10')).toBe('2025-10-31');
    expect(lastDayOfMonth('2024-02')).toBe('2024-02-29');
    expect(lastDayOfMonth('2025-02')).toBe('2025-02-28');
    expect(lastDayOfMonth('2025-13')).toBeNull();
    expect(isCalendarDay('2025-10-31')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('31.10.2025')).toBe(false);
  });

  it('takes the day from CONTENT_TODAY, else today in Vienna; refuses a day that does not exist', () => {
    expect(contentToday({ CONTENT_TODAY: '2025-10-15' })).toBe('2025-10-15');
    expect(contentToday({}, new Date('2025-10-31T23:30:00Z'))).toBe('2025-11-01');
    expect(() => contentToday({ CONTENT_TODAY: '2025-10-32' })).toThrow(/CONTENT_TODAY/);
  });
});

describe('end dates in a page file', () => {
  it('finds the setup-fee notice of /, /pricing and /comparison, ending 2025-10-31', () => {
    for (const name of ['home', 'pricing', 'comparison']) {
      const ends = endDatesIn(page(name));
      expect(ends, name).toEqual([
        expect.objectContaining({ value: '2025-10', lastDay: '2025-10-31', ends: 'text' }),
      ]);
      expect(ends[0]?.segments.slice(-2), name).toEqual(['pricingNote', 'setupFeeWaivedUntil']);
    }
  });

  it('finds a section’s own end date', () => {
    const ends = endDatesIn({
      sections: [
        { type: 'hero', props: {} },
        { type: 'text-block', until: '2026-03-01', props: {} },
      ],
    });
    expect(ends).toEqual([
      {
        segments: ['sections', 1, 'until'],
        value: '2026-03-01',
        lastDay: '2026-03-01',
        section: 1,
        ends: 'section',
      },
    ]);
  });
});

describe('withoutEnded: the page as the site shows it on a day', () => {
  const sample = () => ({
    path: '/sample',
    sections: [
      { type: 'hero', props: { title: 'x.hero.title' } },
      { type: 'text-block', until: '2025-10-31', props: { title: 'x.offer.title' } },
      {
        type: 'pricing-block',
        props: {
          title: 'x.prices.title',
          pricingNote: { setupFeeWaivedUntil: '2025-10', pricesValidFrom: '2025-11' },
        },
      },
      {
        type: 'plan-table',
        props: { title: 'x.plans.title', pricingNote: { setupFeeWaivedUntil: '2025-10' } },
      },
    ],
  });

  it('keeps everything up to and including the last day', () => {
    const original = sample();
    expect(withoutEnded(original, '2025-10-31')).toBe(original);
  });

  it('leaves out an ended section and an ended notice from the next day on', () => {
    const original = sample();
    const frozen = JSON.stringify(original);
    const shown = withoutEnded(original, '2025-11-01');
    expect(shown.sections.map((s) => s.type)).toEqual(['hero', 'pricing-block', 'plan-table']);
    // The other terms stay; a note left with nothing to say goes, its section stays.
    expect(shown.sections[1]?.props).toEqual({
      title: 'x.prices.title',
      pricingNote: { pricesValidFrom: '2025-11' },
    });
    expect(shown.sections[2]?.props).toEqual({ title: 'x.plans.title' });
    // The cached page file is not changed (the dev server reuses it).
    expect(JSON.stringify(original)).toBe(frozen);
  });

  it('drops the setup-fee line from the real pages in November 2026, and keeps the rest', () => {
    for (const name of ['home', 'pricing', 'comparison']) {
      const before = page(name);
      const after = withoutEnded(before, '2026-11-14');
      expect(JSON.stringify(after), name).not.toContain('setupFeeWaivedUntil');
      expect(JSON.stringify(after), name).toContain('"pricesValidFrom":"2025-11"');
      expect(after.sections.length, name).toBe(before.sections.length);
    }
  });
});
