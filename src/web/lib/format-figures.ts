import type { Language } from '../../content/locales';

const LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

/** "199 €" in German, "€199" in English: whole euros, as prices are written on the site. */
export function formatEuro(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A key figure: 1.000 / 1,000, or a percentage given as 50 for 50 %. */
export function formatFigure(
  value: number,
  format: 'number' | 'percent',
  language: Language,
): string {
  if (format === 'percent') {
    return new Intl.NumberFormat(LOCALES[language], {
      style: 'percent',
      maximumFractionDigits: 1,
    }).format(value / 100);
  }
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 }).format(value);
}
