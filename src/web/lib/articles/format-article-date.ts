import { articleDateToIso, parseArticleDate } from '../../../content/article-date';
import type { Language } from '../../../content/locales';
import { formatLongDate } from '../calendar-text';

/**
 * The long date of an article in a language: "15. Mai 2025" (SPEC §2), "15 May 2025". From the
 * written day, with no time zone, so the server, every browser and every time zone agree.
 */
export function formatArticleDate(text: string, language: Language): string {
  const date = parseArticleDate(text);
  if (!date) return text;
  return formatLongDate(date.year, date.month, date.day, language);
}

/** The machine-readable form for `<time dateTime>`. */
export function articleDateTime(text: string): string | undefined {
  const date = parseArticleDate(text);
  return date ? articleDateToIso(date) : undefined;
}
