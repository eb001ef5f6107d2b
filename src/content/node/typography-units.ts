import type { Language } from '../locales';
import { MONTH_NAMES } from '../month-names';

/**
 * Words that name what a number counts or when it happens: "24 Monate", "16 Uhr", "4 pm",
 * "18 Millionen", "10 Nutzer". A no-break space joins each to the number (or the `{{count}}`)
 * before it (typography.ts), so a line never ends on the bare number (issue 37.1). Add a word
 * here when a text pairs a new unit with a figure.
 */
export const UNIT_WORDS: Record<Language, readonly string[]> = {
  de: [
    'Uhr',
    'Sekunden',
    'Minuten',
    'Stunden',
    'Tag',
    'Tage',
    'Tagen',
    'Woche',
    'Wochen',
    'Monat',
    'Monate',
    'Monaten',
    'Jahr',
    'Jahre',
    'Jahren',
    'Artikel',
    'Erstellungen',
    'Formate',
    'Arbeitsplätze',
    'Fachleuten',
    'Wörter',
    'Seiten',
    'Sprachen',
    'Sprachstile',
    'Nutzer',
    'Personen',
    'Kilometer',
    'Kilometern',
    'Euro',
    'Prozent',
    'Millionen',
    'Milliarden',
  ],
  en: [
    'am',
    'pm',
    'seconds',
    'minutes',
    'hours',
    'day',
    'days',
    'week',
    'weeks',
    'month',
    'months',
    'year',
    'years',
    'articles',
    'creations',
    'formats',
    'jobs',
    'professionals',
    'words',
    'pages',
    'languages',
    'language styles',
    'users',
    'people',
    'kilometres',
    'kilometers',
    'euros',
    'percent',
    'million',
    'billion',
  ],
};

/**
 * Month names: a day keeps its month beside it ("1. Juni", "12 March"). German with Austria's
 * "Jänner"; the German day is an ordinal ("1. "), the English one a plain number ("1 ").
 */
export const MONTHS: Record<Language, readonly string[]> = {
  de: ['Jänner', ...MONTH_NAMES.de],
  en: MONTH_NAMES.en,
};
