/**
 * Article dates as the files write them (SPEC §3): "day.month.year" with an optional ", HH:MM",
 * e.g. "15.5.2025" or "15.5.2025, 09:30". No time zone: the newsroom's local time.
 */
export interface ArticleDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** Absent when the file gives no time. */
  hour?: number;
  minute?: number;
}

const DATE_PATTERN = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:,\s*(\d{1,2}):(\d{2}))?$/;

/** The parts of a date, or null when the text is not a real calendar date and time. */
export function parseArticleDate(text: string): ArticleDate | null {
  const match = DATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, d, m, y, h, min] = match;
  const date: ArticleDate = { year: Number(y), month: Number(m), day: Number(d) };
  // Date.UTC rolls 31.2. over into March; a round trip catches impossible days.
  const probe = new Date(Date.UTC(date.year, date.month - 1, date.day));
  if (
    probe.getUTCFullYear() !== date.year ||
    probe.getUTCMonth() !== date.month - 1 ||
    probe.getUTCDate() !== date.day
  )
    return null;
  if (h !== undefined && min !== undefined) {
    const hour = Number(h);
    const minute = Number(min);
    if (hour > 23 || minute > 59) return null;
    date.hour = hour;
    date.minute = minute;
  }
  return date;
}

/**
 * A number that orders dates (larger = newer). Computed in UTC so the order is the same in
 * every time zone, on the server and in the browser; a date without time counts as 00:00.
 */
export function articleDateValue(date: ArticleDate): number {
  return Date.UTC(date.year, date.month - 1, date.day, date.hour ?? 0, date.minute ?? 0);
}

/** ISO 8601 without offset, e.g. "2025-05-15" or "2025-05-15T09:30" (for <time dateTime>). */
export function articleDateToIso(date: ArticleDate): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.year}-${pad(date.month)}-${pad(date.day)}`;
  return date.hour === undefined ? day : `${day}T${pad(date.hour)}:${pad(date.minute ?? 0)}`;
}
