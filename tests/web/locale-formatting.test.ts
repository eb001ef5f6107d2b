import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../src/content/locales';
import { formatLongDate, formatMonthYear } from '../../src/web/lib/calendar-text';
import {
  formatEuro,
  formatFigure,
  formatNumber,
  formatPrice,
} from '../../src/web/lib/format-figures';

/**
 * The site writes numbers and dates without Intl on the common path (decision 217). Intl is the
 * oracle: every output must be what Intl.NumberFormat / DateTimeFormat give for de-DE and en-GB.
 */

const LANGUAGES: Language[] = ['de', 'en'];
const LOCALE: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

/** A fixed pseudo-random sequence, so a failure names a value that fails again. */
function* numbers(count: number): Generator<number> {
  let seed = 17;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let i = 0; i < count; i++) {
    const magnitude = 10 ** Math.floor(next() * 9);
    const decimals = Math.floor(next() * 6);
    yield Number((next() * magnitude).toFixed(decimals));
  }
}

/** Halves and near-halves, where toFixed and Intl round differently. */
const EDGES = [
  0,
  1,
  5,
  9,
  10,
  99,
  100,
  999,
  1000,
  1001,
  9999,
  10000,
  12345,
  99999,
  100000,
  999999,
  1000000,
  123456789,
  0.05,
  0.15,
  0.25,
  0.35,
  0.45,
  0.95,
  0.0005,
  0.0015,
  1.0005,
  1.005,
  2.675,
  8.345,
  9.95,
  99.95,
  999.95,
  999.9995,
  1234.5,
  1499.5,
  0.1 + 0.2,
  1 / 3,
  2 / 3,
  12.3,
  98.5,
  0.7,
  1.15,
  33.35,
  Number.MAX_SAFE_INTEGER,
  1e20,
  1e21,
  5e-7,
  1e-7,
  -1,
  -0.04,
  -1234.5,
  -0,
  NaN,
  Infinity,
];

const VALUES = [...EDGES, ...numbers(3000)];

describe('numbers match Intl.NumberFormat', () => {
  for (const language of LANGUAGES) {
    const locale = LOCALE[language];

    it(`formatNumber in ${language}`, () => {
      const intl = new Intl.NumberFormat(locale);
      for (const value of VALUES)
        expect(formatNumber(value, language), `${value}`).toBe(intl.format(value));
    });

    it(`formatFigure (number and percent) in ${language}`, () => {
      const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
      const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
      for (const value of VALUES) {
        expect(formatFigure(value, 'number', language), `${value}`).toBe(number.format(value));
        expect(formatFigure(value, 'percent', language), `${value} %`).toBe(
          percent.format(value / 100),
        );
      }
    });

    it(`formatEuro and formatPrice in ${language}`, () => {
      const whole = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      });
      const cents = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const value of VALUES) {
        expect(formatEuro(value, language), `${value}`).toBe(whole.format(value));
        const price = Number.isInteger(value) ? whole : cents;
        expect(formatPrice(value, language), `${value}`).toBe(price.format(value));
      }
    });
  }
});

describe('dates match Intl.DateTimeFormat', () => {
  for (const language of LANGUAGES) {
    it(`every month, long and month-year, in ${language}`, () => {
      const long = new Intl.DateTimeFormat(LOCALE[language], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const monthYear = new Intl.DateTimeFormat(LOCALE[language], {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      for (const year of [1999, 2024, 2025, 2026, 2030])
        for (let month = 1; month <= 12; month++) {
          expect(formatMonthYear(year, month, language)).toBe(
            monthYear.format(Date.UTC(year, month - 1, 1)),
          );
          for (const day of [1, 9, 10, 28])
            expect(formatLongDate(year, month, day, language)).toBe(
              long.format(Date.UTC(year, month - 1, day)),
            );
        }
    });
  }
});

describe('the common path does not use Intl', () => {
  const Original = Intl.NumberFormat;
  let created = 0;
  beforeEach(() => {
    created = 0;
    // A subclass that counts, so `new Intl.NumberFormat(...)` still works.
    Intl.NumberFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        created++;
      }
    } as typeof Original;
  });
  afterEach(() => {
    Intl.NumberFormat = Original;
  });

  it('plain prices, figures and numbers are written without creating a formatter', () => {
    for (const language of LANGUAGES) {
      formatEuro(1499, language);
      formatPrice(49.5, language);
      formatFigure(98.5, 'percent', language);
      formatFigure(12000, 'number', language);
      formatNumber(1234.567, language);
    }
    expect(created).toBe(0);
  });

  it('a negative or exponent-form value is still written by Intl', () => {
    expect(formatNumber(-1234.5, 'de')).toBe('-1.234,5');
    expect(formatNumber(1e21, 'en')).toBe('1,000,000,000,000,000,000,000');
    expect(created).toBe(2);
  });
});
