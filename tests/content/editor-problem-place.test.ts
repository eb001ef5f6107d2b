import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../editor/src/api';
import { describeProblem, fieldElementIds, locateProblem } from '../../editor/src/problem-place';
import { projectSchemas } from '../helpers/project-schemas';
import { PROJECT_ROOT } from '../helpers/temp-project';

/**
 * A tryout: the problems list named files and JSON paths ("locales/de/faq.json hero.title"), and
 * a click on a problem of a text closed the section instead of opening it.
 */
const schemas = projectSchemas();
const docs = {
  'pages/faq.json': {
    path: '/faq',
    meta: { title: 'faq.meta.title' },
    sections: [
      { type: 'hero', props: { title: 'faq.hero.title', cta: { label: 'common.nav.contact' } } },
      { type: 'text-block', props: { title: 'faq.more.title', paragraphs: ['faq.more.p1'] } },
    ],
  },
  'pages/site.json': {},
};
const problem = (
  file: string,
  path: string,
  rule = 'empty-text',
  message = 'empty text',
): Problem => ({
  rule,
  file,
  path,
  message,
  line: 1,
  column: 1,
});

describe('where a problem is, in words', () => {
  it('a text of a locale file: page, section (number and name), field and language', () => {
    const p = problem('locales/de/faq.json', 'hero.title');
    expect(describeProblem(p, docs, schemas, 'de')).toMatchObject({
      where: 'Seite /faq, Abschnitt 1 (Seiteneinstieg), Überschrift – Deutsch',
      message: 'Der Text ist leer.',
    });
    expect(describeProblem(p, docs, schemas, 'en').where).toBe(
      'Page /faq, section 1 (Page opening), Heading – German',
    );
    const place = locateProblem(p, docs);
    expect(place).toMatchObject({ page: 'pages/faq.json', section: 0, field: ['title'] });
    expect(fieldElementIds(place)).toEqual(['s0_title__de', 's0_title']);
  });

  it('an entry of a list, in the other language', () => {
    const p = problem('locales/en/faq.json', 'more.p1');
    expect(describeProblem(p, docs, schemas, 'de').where).toBe(
      'Seite /faq, Abschnitt 2 (Textblock), Absätze › #1 – Englisch',
    );
    expect(fieldElementIds(locateProblem(p, docs))).toEqual([
      's1_paragraphs_0__en',
      's1_paragraphs_0',
    ]);
  });

  it('a text other pages share is placed on the open page', () => {
    const p = problem('locales/de/common.json', 'nav.contact');
    expect(locateProblem(p, docs, 'pages/faq.json')).toMatchObject({
      page: 'pages/faq.json',
      section: 0,
      field: ['cta', 'label'],
      language: 'de',
    });
  });

  it('a missing property is named by its field, not its property name', () => {
    const p = problem(
      'pages/faq.json',
      'sections[0].props.cta',
      'missing-property',
      'missing required property "to"',
    );
    const { where, message } = describeProblem(p, docs, schemas, 'de');
    expect(where).toBe('Seite /faq, Abschnitt 1 (Seiteneinstieg), Schaltfläche › Ziel (Seite)');
    expect(message).toBe('Eine Pflichtangabe fehlt: „Schaltfläche › Ziel (Seite)“.');
    expect(message).not.toContain('„to“');
  });

  it('the page title, and a file without a page keeps its path', () => {
    expect(
      describeProblem(problem('locales/de/faq.json', 'meta.title'), docs, schemas, 'de').where,
    ).toBe('Seite /faq, Seitentitel – Deutsch');
    expect(
      fieldElementIds(locateProblem(problem('locales/de/faq.json', 'meta.title'), docs)),
    ).toEqual(['meta_title__de', 'meta_title']);
    expect(
      describeProblem(problem('pages/site.json', 'navigation'), docs, schemas, 'de').where,
    ).toBe('pages/site.json navigation');
  });

  it('the example in docs/editing.md is what the English editor says about /faq', () => {
    const guide = readFileSync(join(PROJECT_ROOT, 'docs', 'editing.md'), 'utf8');
    const faq = JSON.parse(
      readFileSync(join(PROJECT_ROOT, 'pages', 'faq.json'), 'utf8'),
    ) as unknown;
    const { where, message } = describeProblem(
      problem('locales/de/faq.json', 'hero.title'),
      { 'pages/faq.json': faq },
      schemas,
      'en',
    );
    expect(guide.replace(/\s+/g, ' ')).toContain(`\`${where}: ${message}\``);
  });
});
