import type { Language } from '../../content/locales';

/**
 * Numbers written the way `Intl.NumberFormat` writes them for de-DE and en-GB, without Intl.
 * Why: a page's first Intl formatter costs the browser about 35 ms of main thread (ICU loads its
 * data; about 140 ms with 4x CPU throttling, measured), inside hydration, on every page that shows
 * a price, a figure or a date (decision 217). Tests compare every function here with Intl.
 * Anything outside the plain case (negative, not finite, exponent notation) goes to Intl itself.
 */

const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  de: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

export interface FractionDigits {
  min: number;
  max: number;
}

/**
 * The digits of a non-negative number in plain decimal notation, rounded as ICU rounds: half
 * away from zero, on the shortest decimal form of the double (so 0.15 rounds to 0.2, as Intl
 * does, and not to 0.1, as `toFixed` does). `shift` moves the decimal point right (percent: 2).
 * Null when the number has no such form.
 */
function roundedDigits(
  value: number,
  digits: FractionDigits,
  shift = 0,
): { integer: string; fraction: string } | null {
  const text = String(value);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  let integer = match[1] as string;
  let fraction = match[2] ?? '';
  if (shift > 0) {
    const padded = fraction.padEnd(shift, '0');
    integer = (integer + padded.slice(0, shift)).replace(/^0+(?=\d)/, '');
    fraction = padded.slice(shift);
  }
  if (fraction.length > digits.max) {
    const roundUp = (fraction[digits.max] as string) >= '5';
    let kept = integer + fraction.slice(0, digits.max);
    if (roundUp) kept = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
    integer = kept.slice(0, kept.length - digits.max) || '0';
    fraction = kept.slice(kept.length - digits.max);
  }
  fraction = fraction.replace(/0+$/, '').padEnd(digits.min, '0');
  return { integer, fraction };
}

/** "1234567" -> "1.234.567" (de) / "1,234,567" (en). */
function groupThousands(integer: string, separator: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * The number as text in the language: grouped thousands, the language's decimal mark, `digits`
 * fraction digits. `shift` as in roundedDigits. Null when Intl has to do it.
 */
export function decimalText(
  value: number,
  language: Language,
  digits: FractionDigits,
  shift = 0,
): string | null {
  if (!Number.isFinite(value) || value < 0 || Object.is(value, -0)) return null;
  const rounded = roundedDigits(value, digits, shift);
  if (!rounded) return null;
  const { group, decimal } = SEPARATORS[language];
  const integer = groupThousands(rounded.integer, group);
  return rounded.fraction ? `${integer}${decimal}${rounded.fraction}` : integer;
}
