import type { Language } from './locales';

/**
 * The months as the site writes them: de-DE and en-GB long names (what `Intl.DateTimeFormat`
 * gives), shared by the browser's date texts (web/lib/calendar-text.ts) and the text layer's
 * no-break joins (node/typography-units.ts).
 */
export const MONTH_NAMES: Record<Language, readonly string[]> = {
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};
