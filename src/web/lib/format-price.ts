import type { Language } from '../../content/locales';

const LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };
const formatters = new Map<string, Intl.NumberFormat>();

/** A EUR amount in the visitor's language ("49 €" / "€49"); cents only when there are any. */
export function formatPrice(amount: number, language: Language): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const key = `${language}:${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/** A plain number in the visitor's language (1.000 / 1,000). */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}
