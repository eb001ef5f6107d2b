import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { servedPaths } from '../../src/content/routes';
import {
  endedButShown,
  missingFacts,
  pagesToVisit,
  readFactsLedger,
  type FactPlace,
} from '../e2e/support/facts-ledger';

const ROOT = join(import.meta.dirname, '..', '..');
const ledger = readFactsLedger();

const pageFiles = readdirSync(join(ROOT, 'pages'))
  .filter((file) => file.endsWith('.json') && file !== 'site.json')
  .map((file) => JSON.parse(readFileSync(join(ROOT, 'pages', file), 'utf8')) as { path: string });
const served = servedPaths(pageFiles);
const articleSlugs = (language: string) =>
  readdirSync(join(ROOT, 'pages', 'articles', language)).map((file) => file.replace(/\.json$/, ''));

/** A route of the ledger is a page file's path, or an article of that language. */
function isServed(route: string, language: 'de' | 'en'): boolean {
  const path = route.split('?')[0] as string;
  const article = /^\/news\/([^/]+)$/.exec(path);
  return article ? articleSlugs(language).includes(article[1] as string) : served.has(path);
}

describe('facts ledger (tests/fixtures/facts.json)', () => {
  it('has unique ids, and every fact is found somewhere', () => {
    const ids = ledger.facts.map((fact) => fact.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const fact of ledger.facts) expect(fact.on.length, fact.id).toBeGreaterThan(0);
  });

  it('gives every place patterns in both languages that compile', () => {
    for (const fact of ledger.facts) {
      for (const place of fact.on) {
        const where = `${fact.id} on ${place.route}`;
        expect(place.de.length, where).toBeGreaterThan(0);
        expect(place.en.length, where).toBe(place.de.length);
        for (const pattern of [...place.de, ...place.en]) {
          expect(() => new RegExp(pattern, 'iu'), `${where}: ${pattern}`).not.toThrow();
        }
      }
    }
  });

  it('only names routes the site serves, in both languages', () => {
    const places: FactPlace[] = ledger.facts.flatMap((fact) => fact.on);
    for (const place of places) {
      expect(isServed(place.route, 'de'), place.route).toBe(true);
      expect(isServed(place.enRoute ?? place.route, 'en'), place.enRoute ?? place.route).toBe(true);
    }
  });

  it('visits each page once per language with all of its facts', () => {
    const pages = pagesToVisit(ledger, '2026-11-14');
    expect(new Set(pages.map((page) => page.url)).size).toBe(pages.length);
    expect(pages.find((page) => page.url === '/en')?.language).toBe('en');
    expect(pages.find((page) => page.url === '/comparison?tab=branchen')?.language).toBe('de');
    expect(pages.some((page) => page.url === '/en/news/prol-self-service-launch')).toBe(true);
  });
});

describe('facts with an end date (issue 37.7)', () => {
  const waiver = 'terms.setup-fee-waived';
  const on = (day: string, url: string) => pagesToVisit(ledger, day).find((p) => p.url === url);

  it('expects the setup-fee waiver on /, /pricing and /comparison through 2025-10-31, gone after', () => {
    for (const url of ['/', '/en', '/pricing', '/en/pricing', '/comparison', '/en/comparison']) {
      expect(
        on('2025-10-31', url)?.checks.map((c) => c.id),
        url,
      ).toContain(waiver);
      expect(
        on('2025-10-31', url)?.ended.map((c) => c.id),
        url,
      ).not.toContain(waiver);
      expect(
        on('2025-11-01', url)?.checks.map((c) => c.id),
        url,
      ).not.toContain(waiver);
      expect(
        on('2025-11-01', url)?.ended.map((c) => c.id),
        url,
      ).toContain(waiver);
    }
    // The launch article tells the history; it keeps the sentence.
    expect(
      on('2026-11-14', '/news/marktstart-prol-self-service')?.checks.map((c) => c.id),
    ).toContain(waiver);
  });

  it('names an ended fact that is still shown', () => {
    const ended = [{ id: waiver, pattern: 'Bis einschließlich Oktober 2025 entfällt' }];
    expect(endedButShown('Gut zu wissen Die Preise gelten ab November 2025.', ended)).toEqual([]);
    expect(
      endedButShown('Bis einschließlich Oktober\u00a02025 entfällt die Einrichtungsgebühr.', ended),
    ).toEqual([`${waiver}: Bis einschließlich Oktober 2025 entfällt`]);
  });
});

describe('missingFacts', () => {
  const checks = [
    { id: 'price', pattern: 'ProL .{0,40}69 € pro Monat' },
    { id: 'team', pattern: 'Fachleute im Team 10' },
  ];

  it('matches across line breaks, tabs and no-break spaces, ignoring case', () => {
    const text = 'ProL\n\nFür den Einstieg\n69\u00a0€\npro Monat\nFACHLEUTE IM TEAM\t10';
    expect(missingFacts(text, checks)).toEqual([]);
  });

  it('names the fact whose text is gone', () => {
    expect(
      missingFacts('ProL Für den Einstieg 79 € pro Monat Fachleute im Team 10', checks),
    ).toEqual(['price: ProL .{0,40}69 € pro Monat']);
  });
});
