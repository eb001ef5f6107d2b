import type { Language } from '../../content/locales';
import { MONTH_NAMES } from '../../content/month-names';

/*
 * Dates written as `Intl.DateTimeFormat` writes them for de-DE and en-GB (long month, UTC),
 * without Intl: a page's first Intl formatter is the costly one (decimal-text.ts, decision 217).
 * Tests compare both functions with Intl for every month. de-DE, not de-AT ("Jänner").
 */

/** month 1-12 -> "Oktober 2025" / "October 2025". */
export function formatMonthYear(year: number, month: number, language: Language): string {
  return `${MONTH_NAMES[language][month - 1]} ${year}`;
}

/** "15. Mai 2025" / "15 May 2025" (month 1-12). */
export function formatLongDate(
  year: number,
  month: number,
  day: number,
  language: Language,
): string {
  const separator = language === 'de' ? '. ' : ' ';
  return `${day}${separator}${formatMonthYear(year, month, language)}`;
}
