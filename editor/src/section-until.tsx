import { useId, useMemo, useState } from 'react';
import { endDatesIn, isShownOn, viennaDay, type EndDate } from '../../src/content/end-dates';
import { labelAlong } from './field-names';
import { setIn, type Language, type Page } from './model';
import { problemMessage } from './problem-words';
import { valueProblems } from './problems';
import { localizeSchemas } from './schema-words';
import { sectionSchema } from './schemas';
import { useEditor } from './store';
import { uiText } from './ui-texts';

const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** "2025-10-31" -> "31.10.2025" (German) / "31 Oct 2025" (English). */
export function dayInWords(day: string, language: Language): string {
  const [year, month, date] = day.split('-');
  if (language === 'de') return `${date}.${month}.${year}`;
  return `${Number(date)} ${SHORT_MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/** Today in Vienna, the day the site's rule uses (src/content/end-dates.ts). */
export const editorToday = () => viennaDay(new Date());

/**
 * The short mark beside a section in the list: its own end date, else the first of a text
 * inside it ("bis 31.10.2025", "Text beendet 31.10.2025"); null without one.
 */
export function endMark(
  ends: readonly EndDate[],
  today: string,
  language: Language,
): { text: string; ended: boolean } | null {
  const own = ends.find((end) => end.ends === 'section');
  const end = own ?? [...ends].sort((a, b) => a.lastDay.localeCompare(b.lastDay))[0];
  if (!end) return null;
  const ended = !isShownOn(end.lastDay, today);
  const key = own ? (ended ? 'endedMark' : 'untilMark') : ended ? 'textEndedMark' : 'textUntilMark';
  return { text: uiText(language, key).replace('{day}', dayInWords(end.lastDay, language)), ended };
}

/** The end dates of one section of a page (its own `until` and those of texts inside it). */
export function sectionEnds(page: Page, index: number): EndDate[] {
  return endDatesIn(page).filter((end) => end.section === index);
}

/**
 * The section's "Shown until" day, above its form: a date field writing `until` beside `type`
 * and `props` (empty removes it), what the date means today, and the texts inside the section
 * that end by themselves (the setup-fee notice ends with its month).
 */
export function SectionUntilField({ file, index }: { file: string; index: number }) {
  const id = useId();
  // A date typed only in part: the field's value is then empty, which would silently mean "no
  // end date" (editor trial, 2026-11-28), so it says so.
  const [incomplete, setIncomplete] = useState(false);
  const page = useEditor((s) => s.docs[file]) as Page;
  const schemas = useEditor((s) => s.schemas);
  const language = useEditor((s) => s.ui);
  const allProblems = useEditor((s) => s.problems);
  const section = page.sections[index];
  const definition = useMemo(
    () => localizeSchemas(schemas, language)['defs.schema.json']?.definitions?.until,
    [schemas, language],
  );
  const formSchema = useMemo(
    () => (section ? sectionSchema(schemas, section.type, language) : null),
    [schemas, section, language],
  );
  if (!section) return null;
  const today = editorToday();
  const until = typeof section.until === 'string' ? section.until : '';
  const ends = sectionEnds(page, index);
  const texts = ends.filter((end) => end.ends === 'text');
  const problems = valueProblems(allProblems, file, ['sections', index, 'until']).map((p) =>
    problemMessage(p, language),
  );
  // Written beside type and anchor, before props (as docs/editing.md shows it); empty removes it.
  const set = (value: string) =>
    useEditor.getState().edit((docs) => {
      const current = (docs[file] as Page).sections[index];
      if (!current) return docs;
      const { until: _until, props, ...head } = current;
      const next = value ? { ...head, until: value, props } : { ...head, props };
      return { ...docs, [file]: setIn(docs[file], ['sections', index], next) };
    }, `until:${file}:${index}`);
  const state = (day: string, what: 'section' | 'text') => {
    const words = dayInWords(day, language);
    if (!isShownOn(day, today))
      return uiText(language, what === 'section' ? 'untilEnded' : 'textEnded').replace(
        '{day}',
        words,
      );
    return uiText(language, what === 'section' ? 'untilShown' : 'textShown').replace(
      '{day}',
      words,
    );
  };
  const describedBy = [
    `${id}-help`,
    until ? `${id}-state` : '',
    problems.length || incomplete ? `${id}-errors` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="mb-3 rounded-md border border-line bg-navy-50 p-2" data-section-until="">
      <label htmlFor={`s${index}-until`} className="block text-sm font-semibold">
        {definition?.title ?? 'Shown until'} {uiText(language, 'optional')}
      </label>
      <input
        id={`s${index}-until`}
        type="date"
        value={until}
        onChange={(e) => {
          setIncomplete(e.target.validity.badInput);
          set(e.target.value);
        }}
        onBlur={(e) => setIncomplete(e.target.validity.badInput)}
        aria-describedby={describedBy}
        aria-invalid={problems.length > 0 || incomplete || undefined}
        className="mt-1 rounded border border-slate-400 bg-white px-2 py-0.5"
      />
      {until && (
        <p
          id={`${id}-state`}
          className={`mt-1 text-sm font-semibold ${isShownOn(until, today) ? 'text-ink' : 'text-danger'}`}
        >
          {state(until, 'section')}
        </p>
      )}
      {(problems.length > 0 || incomplete) && (
        <div id={`${id}-errors`}>
          {incomplete && (
            <p className="text-sm text-danger" role="alert">
              {uiText(language, 'untilIncomplete')}
            </p>
          )}
          {problems.map((m) => (
            <p key={m} className="text-sm text-danger" role="alert">
              {m}
            </p>
          ))}
        </div>
      )}
      {/* Its own words, not the schema's description: that one is written for whoever edits the
          JSON by hand ("type", "props", npm run validate; issue 38.6). */}
      <p id={`${id}-help`} className="mt-1 text-xs text-muted">
        {uiText(language, 'untilHelp')}
      </p>
      {texts.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm">
          {texts.map((end) => (
            <li
              key={end.segments.join('.')}
              className={isShownOn(end.lastDay, today) ? 'text-ink' : 'text-danger'}
            >
              <span className="font-semibold">
                {labelAlong(formSchema, end.segments.slice(3), language)}:
              </span>{' '}
              {state(end.lastDay, 'text')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
