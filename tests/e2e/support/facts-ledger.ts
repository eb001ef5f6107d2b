import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isShownOn } from '../../../src/content/end-dates';
import { localizePath } from '../../../src/content/routes';

/**
 * The facts ledger (tests/fixtures/facts.json) and the check that a page shows its facts.
 * Pure functions over text, so the same check runs on the built site, on a dev server of a
 * scratch copy, and in plain Node.
 */
export const FACT_LANGUAGES = ['de', 'en'] as const;
export type FactLanguage = (typeof FACT_LANGUAGES)[number];

export interface FactPlace {
  /** The German path, as in the page files (may carry a query such as ?tab=branchen). */
  route: string;
  /** The English path without /en when it differs (article slugs). */
  enRoute?: string;
  note?: string;
  /**
   * The last day the page shows the fact (YYYY-MM-DD, as the page file's end date says, e.g. the
   * setup-fee waiver's month): from the next day on it must be gone (src/content/end-dates.ts).
   */
  until?: string;
  de: string[];
  en: string[];
}

export interface Fact {
  id: string;
  fact: string;
  spec: string;
  source: string;
  on: FactPlace[];
}

export interface FactsLedger {
  facts: Fact[];
  notShown: { fact: string; why: string }[];
}

/** One page to visit, the patterns its visible text must match, and those it must not any more. */
export interface PageFacts {
  url: string;
  language: FactLanguage;
  checks: { id: string; pattern: string }[];
  /** Facts whose `until` has passed: the page must no longer show them. */
  ended: { id: string; pattern: string }[];
}

export const LEDGER_FILE = join(import.meta.dirname, '..', '..', 'fixtures', 'facts.json');

export function readFactsLedger(file = LEDGER_FILE): FactsLedger {
  return JSON.parse(readFileSync(file, 'utf8')) as FactsLedger;
}

/** The URL of a place in a language (English paths carry /en, docs/decisions/002). */
export function placeUrl(place: FactPlace, language: FactLanguage): string {
  return language === 'de' ? place.route : localizePath(place.enRoute ?? place.route, 'en');
}

/**
 * The ledger grouped by page, in ledger order: one visit per URL checks all its facts. A place
 * whose `until` is before `today` (the day the site was built for) lists its facts as ended.
 */
export function pagesToVisit(ledger: FactsLedger, today: string): PageFacts[] {
  const pages = new Map<string, PageFacts>();
  for (const fact of ledger.facts) {
    for (const place of fact.on) {
      const shown = !place.until || isShownOn(place.until, today);
      for (const language of FACT_LANGUAGES) {
        const url = placeUrl(place, language);
        const page = pages.get(url) ?? { url, language, checks: [], ended: [] };
        for (const pattern of place[language])
          (shown ? page.checks : page.ended).push({ id: fact.id, pattern });
        pages.set(url, page);
      }
    }
  }
  return [...pages.values()];
}

/**
 * innerText with every run of white space (tabs, line breaks, no-break spaces) as one space, and
 * without the soft hyphens the build puts in long words (decision 130).
 */
export function normaliseText(text: string): string {
  return text
    .replace(/\u00AD/g, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The checks whose pattern does not occur in the text, as "id: pattern". */
export function missingFacts(visibleText: string, checks: PageFacts['checks']): string[] {
  const text = normaliseText(visibleText);
  return checks
    .filter(({ pattern }) => !new RegExp(pattern, 'iu').test(text))
    .map(({ id, pattern }) => `${id}: ${pattern}`);
}

/** The ended checks whose pattern still occurs in the text, as "id: pattern". */
export function endedButShown(visibleText: string, ended: PageFacts['ended']): string[] {
  const text = normaliseText(visibleText);
  return ended
    .filter(({ pattern }) => new RegExp(pattern, 'iu').test(text))
    .map(({ id, pattern }) => `${id}: ${pattern}`);
}
