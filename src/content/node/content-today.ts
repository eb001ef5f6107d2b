import { isCalendarDay, viennaDay } from '../end-dates';

/**
 * The day content is shown for (YYYY-MM-DD): `CONTENT_TODAY` when set, so tests and a preview
 * of a coming day can fix it (`CONTENT_TODAY=2025-10-15 npm run build`), else today in Vienna.
 * What ended before it is left out (end-dates.ts). A value that is not a real day stops the
 * build rather than showing content for a day nobody meant.
 */
export function contentToday(
  env: Readonly<Record<string, string | undefined>> = process.env,
  now: Date = new Date(),
): string {
  const given = env.CONTENT_TODAY?.trim();
  if (!given) return viennaDay(now);
  if (!isCalendarDay(given))
    throw new Error(`CONTENT_TODAY="${given}" is not a day written YYYY-MM-DD, e.g. 2025-10-15`);
  return given;
}
