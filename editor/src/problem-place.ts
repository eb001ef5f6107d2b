import type { Problem } from './api';
import { labelAlong, metaNames } from './field-names';
import { pageFiles, type Docs, type Language, type Page } from './model';
import { problemMessage, problemWhere } from './problem-words';
import { pathSegments, problemTarget } from './problems';
import { sectionName } from './schema-words';
import { metaSchema, sectionSchema, type Schemas } from './schemas';
import { uiText } from './ui-texts';

/**
 * Where in the editor a problem is: the page, the section, the field inside the section's (or
 * the metadata's) form and, for a problem of a locale file, the language. A locale file's
 * problem is about a text key; its place is where a page uses that key.
 */
export interface ProblemPlace {
  page: string | null;
  section: number | null;
  form: 'section' | 'meta' | null;
  /** Segments inside the form's value, e.g. ['cta', 'label']. */
  field: Array<string | number>;
  language: Language | null;
  /** The text key, for a problem of a locale file. */
  key: string | null;
}

const NOWHERE: ProblemPlace = {
  page: null,
  section: null,
  form: null,
  field: [],
  language: null,
  key: null,
};

function findValue(value: unknown, wanted: string): Array<string | number> | null {
  if (value === wanted) return [];
  if (!value || typeof value !== 'object') return null;
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  for (const [segment, child] of entries) {
    const found = findValue(child, wanted);
    if (found) return [segment, ...found];
  }
  return null;
}

function placeInPage(page: string, segments: Array<string | number>): ProblemPlace {
  const [first, index, props, ...field] = segments;
  if (first === 'sections' && typeof index === 'number')
    return {
      ...NOWHERE,
      page,
      section: index,
      form: props === 'props' ? 'section' : null,
      field: props === 'props' ? field : [],
    };
  if (first === 'meta') return { ...NOWHERE, page, form: 'meta', field: segments.slice(1) };
  return { ...NOWHERE, page };
}

/** The place of `problem`; `current` (the open page) is preferred for a text several pages use. */
export function locateProblem(problem: Problem, docs: Docs, current: string | null = null) {
  if (pageFiles(docs).includes(problem.file))
    return placeInPage(problem.file, problemTarget(problem));
  const locale = /^locales\/(de|en)\/(.+)\.json$/.exec(problem.file);
  if (!locale) return NOWHERE;
  const language = locale[1] as Language;
  const namespace = locale[2] as string;
  const key = [namespace, ...pathSegments(problem.path)].join('.');
  const own = `pages/${namespace}.json`;
  const candidates = [...new Set([current, own, ...pageFiles(docs)])];
  for (const file of candidates) {
    if (!file || docs[file] == null) continue;
    const at = findValue(docs[file], key);
    if (at) return { ...placeInPage(file, at), language, key };
  }
  return { ...NOWHERE, page: docs[own] != null ? own : null, language, key };
}

/** The ids of the form elements to focus for a place, best first (see SchemaForm). */
export function fieldElementIds(place: ProblemPlace): string[] {
  if (!place.form || place.field.length === 0) return [];
  const base = [place.form === 'meta' ? 'meta' : `s${place.section}`, ...place.field].join('_');
  return [`${base}__${place.language ?? 'de'}`, base];
}

/** The field's label as its form shows it, or '' when the place is no field. */
export function placeLabel(place: ProblemPlace, docs: Docs, schemas: Schemas, language: Language) {
  if (!place.page || place.field.length === 0) return '';
  if (place.form === 'meta')
    return labelAlong(metaSchema(schemas, language), place.field, language, metaNames(language));
  const type = (docs[place.page] as Page).sections[place.section ?? -1]?.type;
  if (place.form !== 'section' || !type) return '';
  return labelAlong(sectionSchema(schemas, type, language), place.field, language);
}

/**
 * A problem in words for the problems list: "Seite /faq, Abschnitt 1 (Seiteneinstieg),
 * Überschrift – Deutsch" and the message; a file the editor shows no page of keeps its path.
 */
export function describeProblem(
  problem: Problem,
  docs: Docs,
  schemas: Schemas,
  language: Language,
  current: string | null = null,
) {
  const place = locateProblem(problem, docs, current);
  const label = placeLabel(place, docs, schemas, language);
  const message = problemMessage(problem, language, label || undefined);
  if (!place.page)
    return { place, where: `${problem.file} ${problemWhere(problem, language)}`, message };
  const de = language === 'de';
  const page = docs[place.page] as Page;
  const parts = [`${de ? 'Seite' : 'Page'} ${page.path}`];
  if (place.section !== null) {
    const type = page.sections[place.section]?.type ?? '';
    parts.push(
      `${de ? 'Abschnitt' : 'section'} ${place.section + 1} (${sectionName(schemas, type, language)})`,
    );
  }
  const field = label || (place.key && !place.form ? `${de ? 'Text' : 'text'} ${place.key}` : '');
  const inLanguage = place.language
    ? ` – ${uiText(language, place.language === 'de' ? 'german' : 'english')}`
    : '';
  if (field) parts.push(`${field}${inLanguage}`);
  else if (!place.form && place.section === null && problem.path !== '(root)')
    parts.push(problemWhere(problem, language));
  return { place, where: parts.join(', '), message };
}
