import { articleDateToIso, parseArticleDate } from '../../../content/article-date';
import type { Language } from '../../../content/locales';

/** de-DE writes "15. Mai 2025" (SPEC §2; de-AT would say "Jänner"), en-GB "15 May 2025". */
const LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

const formatters = new Map<Language, Intl.DateTimeFormat>();

/**
 * The long date of an article in a language, through Intl. Computed in UTC from the written
 * day, so the server, every browser and every time zone show the same day.
 */
export function formatArticleDate(text: string, language: Language): string {
  const date = parseArticleDate(text);
  if (!date) return text;
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(language, formatter);
  }
  return formatter.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/** The machine-readable form for `<time dateTime>`. */
export function articleDateTime(text: string): string | undefined {
  const date = parseArticleDate(text);
  return date ? articleDateToIso(date) : undefined;
}
