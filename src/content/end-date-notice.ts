import { daysBetween, endDatesIn, isShownOn } from './end-dates';
import { locate, type JsonDocument } from './json-document';
import { readablePath } from './problem';
import { escapeData, escapeProperty } from './report/format-github';
import { whereInWords } from './where-in-words';

/** How many days ahead `npm run validate` names what is about to end. */
export const ENDING_SOON_DAYS = 14;

/** A section or text that ends within ENDING_SOON_DAYS or has ended: a notice, not a problem. */
export interface EndDateNotice {
  file: string;
  line: number;
  column: number;
  /** Readable JSON path, `sections[5].until`. */
  path: string;
  /** The place in words, `6th section (pricing-block), property pricingNote → …`. */
  where: string;
  /** The last day it is shown. */
  lastDay: string;
  /** Days from today to the last day: 0 = today is the last day, negative = ended. */
  daysLeft: number;
  ends: 'section' | 'text';
}

/** The notices of every page, ended ones first, then by last day and place. */
export function endDateNotices(
  pages: ReadonlyArray<{ doc: JsonDocument }>,
  today: string,
  within = ENDING_SOON_DAYS,
): EndDateNotice[] {
  const notices: EndDateNotice[] = [];
  for (const { doc } of pages) {
    for (const end of endDatesIn(doc.data)) {
      const daysLeft = daysBetween(today, end.lastDay);
      if (daysLeft > within) continue;
      const { line, column } = locate(doc, end.segments);
      notices.push({
        file: doc.file,
        line,
        column,
        path: readablePath(end.segments),
        where: whereInWords(doc.file, doc.data, end.segments),
        lastDay: end.lastDay,
        daysLeft,
        ends: end.ends,
      });
    }
  }
  return notices.sort(
    (a, b) => a.lastDay.localeCompare(b.lastDay) || a.file.localeCompare(b.file) || a.line - b.line,
  );
}

/** "ended 2025-10-31: left out since 2025-11-01" / "ends 2026-11-20 (in 6 days)". */
export function noticeMessage(notice: EndDateNotice, today: string): string {
  const what = notice.ends === 'section' ? 'section' : 'text';
  if (!isShownOn(notice.lastDay, today))
    return `${what} ended ${notice.lastDay}: the build leaves it out (remove it, or give it a later date)`;
  const when =
    notice.daysLeft === 0
      ? 'today is its last day'
      : `${notice.daysLeft} day${notice.daysLeft === 1 ? '' : 's'} left`;
  return `${what} ends ${notice.lastDay} (${when}): the first build after that day leaves it out`;
}

/** The notices for a person at a terminal; '' when there are none. */
export function formatEndDateNotices(notices: readonly EndDateNotice[], today: string): string {
  if (notices.length === 0) return '';
  const lines = notices.map(
    (n) =>
      `  ${n.file}:${n.line}:${n.column} ${n.path}: ${noticeMessage(n, today)}\n    ${n.where}`,
  );
  return [
    `ℹ Content with an end date (today is ${today} in Vienna; ending within ${ENDING_SOON_DAYS} days or ended):`,
    ...lines,
    `  ${notices.length} notice${notices.length === 1 ? '' : 's'}, not problems: they do not stop the build.`,
  ].join('\n');
}

/** One GitHub `::notice` per end date, so a pull request or a scheduled run shows it on its line. */
export function githubEndDateNotices(notices: readonly EndDateNotice[], today: string): string {
  return notices
    .map((n) => {
      const properties = [`file=${n.file}`, `line=${n.line}`, `col=${n.column}`, 'title=end date']
        .map(escapeProperty)
        .join(',');
      return `::notice ${properties}::${escapeData(`${noticeMessage(n, today)}\n(${n.where}; ${n.path})`)}`;
    })
    .join('\n');
}
