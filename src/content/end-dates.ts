/**
 * Content with an end date (issue 37.7, decision 240). Two things in a page file end:
 *
 * - a section with `"until": "2025-10-31"` (beside `type` and `props`): shown through that day,
 *   left out from the next;
 * - a price term that names its own last month, `pricingNote.setupFeeWaivedUntil: "2025-10"`
 *   ("Bis einschließlich Oktober 2025 entfällt die Einrichtungsgebühr"): shown through that
 *   month's last day. The month the text names is the end, so the two cannot disagree.
 *
 * Days are calendar days in Vienna (`viennaDay`). The build and the dev server drop what has
 * ended (`withoutEnded`, in site-data-source.ts) for the day given by CONTENT_TODAY or else
 * today; `npm run validate` lists what ends soon or has ended (`endDatesIn`); the editor shows
 * the dates. Pure: the browser's editor imports it.
 */

/** The time zone whose calendar day decides what is shown (the company is in Vienna). */
export const CONTENT_TIME_ZONE = 'Europe/Vienna';

/** Properties inside a section's props whose month is the last month they are true. */
const ENDING_MONTH_PROPERTIES = new Set(['setupFeeWaivedUntil']);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

/** Whether `value` is a day that exists, written YYYY-MM-DD ("2025-02-29" is not). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** "2025-10" -> "2025-10-31"; "2024-02" -> "2024-02-29". */
export function lastDayOfMonth(yearMonth: string): string | null {
  const match = MONTH.exec(yearMonth);
  if (!match) return null;
  const [year, month] = [Number(match[1]), Number(match[2])];
  if (month < 1 || month > 12) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${match[1]}-${match[2]}-${String(last).padStart(2, '0')}`;
}

/** The calendar day in Vienna at `now`, YYYY-MM-DD. */
export function viennaDay(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: CONTENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The date rule: what ends on `lastDay` is shown on that day and left out from the next. */
export function isShownOn(lastDay: string, today: string): boolean {
  return today <= lastDay;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, date);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** One end date in a page file. */
export interface EndDate {
  /** JSON path of the value that holds the date (`sections`, 3, `until`). */
  segments: Array<string | number>;
  /** As written: a day ("2025-10-31") or, for a price term, a month ("2025-10"). */
  value: string;
  /** The last day it is shown, YYYY-MM-DD. */
  lastDay: string;
  /** The section index it belongs to. */
  section: number;
  /** `section`: the whole section ends; `text`: one text inside it (the property holding the date). */
  ends: 'section' | 'text';
}

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Every end date in a page file, in file order. Values that are not a date of the right form
 * are skipped: the schema check reports them.
 */
export function endDatesIn(page: Json): EndDate[] {
  const sections = isObject(page) ? page.sections : undefined;
  if (!Array.isArray(sections)) return [];
  const found: EndDate[] = [];
  sections.forEach((section: Json, index) => {
    if (!isObject(section)) return;
    const until = section.until;
    if (typeof until === 'string' && isCalendarDay(until))
      found.push({
        segments: ['sections', index, 'until'],
        value: until,
        lastDay: until,
        section: index,
        ends: 'section',
      });
    const walk = (value: Json, segments: Array<string | number>) => {
      if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...segments, i]));
      else if (isObject(value))
        for (const [key, child] of Object.entries(value)) {
          const lastDay =
            ENDING_MONTH_PROPERTIES.has(key) && typeof child === 'string'
              ? lastDayOfMonth(child)
              : null;
          if (lastDay)
            found.push({
              segments: [...segments, key],
              value: child as string,
              lastDay,
              section: index,
              ends: 'text',
            });
          else walk(child, [...segments, key]);
        }
    };
    walk(section.props, ['sections', index, 'props']);
  });
  return found;
}

/**
 * The page as shown on `today`: sections whose `until` has passed are left out, and so is a
 * price term whose month has passed (a group it leaves empty goes with it). The page given is
 * not changed (the dev server keeps it cached); unchanged parts are shared.
 */
export function withoutEnded<T>(page: T, today: string): T {
  const ended = endDatesIn(page).filter((end) => !isShownOn(end.lastDay, today));
  if (ended.length === 0) return page;
  const endedSections = new Set(ended.filter((e) => e.ends === 'section').map((e) => e.section));
  const endedTexts = ended.filter((e) => e.ends === 'text' && !endedSections.has(e.section));
  const sections = [...((page as { sections: Json[] }).sections ?? [])];
  for (const end of endedTexts) {
    const section = sections[end.section] as Record<string, Json>;
    // segments: 'sections', index, 'props', …: the props object itself always stays.
    sections[end.section] = { ...section, props: without(section.props, end.segments.slice(3)) };
  }
  return {
    ...page,
    sections: sections.filter((_, index) => !endedSections.has(index)),
  };
}

/**
 * `value` without the property at `path` (non-empty; copied along the way). An object the
 * removal leaves empty is removed from its parent too: an empty price-terms box says nothing.
 */
function without(value: Json, path: ReadonlyArray<string | number>): Json {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(value)) {
    if (typeof head !== 'number') return value;
    const copy = [...value];
    copy[head] = without(copy[head], rest);
    return copy;
  }
  if (!isObject(value)) return value;
  const copy: Record<string, Json> = { ...value };
  const key = String(head);
  if (rest.length === 0) delete copy[key];
  else {
    const child = without(copy[key], rest);
    if (isObject(child) && Object.keys(child).length === 0) delete copy[key];
    else copy[key] = child;
  }
  return copy;
}
