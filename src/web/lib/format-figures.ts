import { INTL_LOCALES, type Language } from '../../content/locales';
import { decimalText, type FractionDigits } from './decimal-text';

/**
 * Every number the site shows, in the visitor's language, as `Intl.NumberFormat` writes it for
 * de-DE / en-GB. The plain cases are written without Intl (decimal-text.ts says why); the rest
 * falls back to Intl, so the output is the same either way.
 */

function viaIntl(value: number, language: Language, options: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], options).format(value);
}

function euros(value: number, language: Language, digits: FractionDigits): string {
  const number = decimalText(value, language, digits);
  if (number === null)
    return viaIntl(value, language, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: digits.min,
      maximumFractionDigits: digits.max,
    });
  return language === 'de' ? `${number}\u00a0€` : `€${number}`;
}

/** "199 €" in German, "€199" in English: whole euros, as prices are written on the site. */
export function formatEuro(amount: number, language: Language): string {
  return euros(amount, language, { min: 0, max: 0 });
}

/** A EUR amount in the visitor's language ("49 €" / "€49"); cents only when there are any. */
export function formatPrice(amount: number, language: Language): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return euros(amount, language, { min: digits, max: digits });
}

/** A plain number in the visitor's language (1.000 / 1,000), up to three decimals. */
export function formatNumber(value: number, language: Language): string {
  return (
    decimalText(value, language, { min: 0, max: 3 }) ??
    viaIntl(value, language, { maximumFractionDigits: 3 })
  );
}

/** A key figure: 1.000 / 1,000, or a percentage given as 50 for 50 %. */
export function formatFigure(
  value: number,
  format: 'number' | 'percent',
  language: Language,
): string {
  const digits = { min: 0, max: 1 };
  if (format === 'percent') {
    // As Intl does: the fraction value / 100, written times 100.
    const number = decimalText(value / 100, language, digits, 2);
    if (number === null)
      return viaIntl(value / 100, language, { style: 'percent', maximumFractionDigits: 1 });
    return language === 'de' ? `${number}\u00a0%` : `${number}%`;
  }
  return (
    decimalText(value, language, digits) ?? viaIntl(value, language, { maximumFractionDigits: 1 })
  );
}
