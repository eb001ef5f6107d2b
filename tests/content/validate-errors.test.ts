import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem, type Problem } from '../../src/content/problem';
import { validateContentAt } from '../../src/content/node/validate-content';
import { createTempProject, fixture } from '../helpers/temp-project';

let project: ReturnType<typeof createTempProject>;
beforeEach(() => {
  project = createTempProject();
});
afterEach(() => project.remove());

function problemsWith(name: string): Problem[] {
  project.write(`pages/${name}`, fixture(`content-errors/${name}`));
  return validateContentAt(project.root).problems;
}

describe('the validator names file, line, column, JSON path and a suggestion', () => {
  it('passes on the real content', () => {
    expect(validateContentAt(project.root).problems).toEqual([]);
  });

  it('a misspelled section type', () => {
    const problems = problemsWith('misspelled-type.json');
    expect(problems).toHaveLength(1);
    expect(formatProblem(problems[0] as Problem, false)).toBe(
      'pages/misspelled-type.json:13:15 sections[0].type: unknown section type "heor"\n  did you mean "hero"?',
    );
  });

  it('a prop of the wrong type', () => {
    const [problem] = problemsWith('wrong-prop-type.json');
    expect(formatProblem(problem as Problem, false)).toBe(
      'pages/wrong-prop-type.json:15:18 sections[0].props.title: expected string, received number',
    );
  });

  it('a missing required prop', () => {
    const [problem] = problemsWith('missing-required-prop.json');
    expect(problem).toMatchObject({
      file: 'pages/missing-required-prop.json',
      line: 14,
      column: 16,
      path: 'sections[0].props',
    });
    expect(problem?.message).toBe('missing required property "title"');
  });

  it('a text key missing in both languages, with the nearest existing key', () => {
    const [problem] = problemsWith('missing-translation.json');
    expect(formatProblem(problem as Problem, false)).toBe(
      'pages/missing-translation.json:14:27 sections[0].props.title: text key "home.hero.titel" exists in no locale file\n  did you mean "home.hero.title"?',
    );
  });

  it('a text key present in one language only', () => {
    project.write(
      'locales/de/fixture.json',
      '{\n  "hero": {\n    "title": "Nur auf Deutsch"\n  }\n}\n',
    );
    project.write('locales/en/fixture.json', '{\n  "hero": {}\n}\n');
    const page = fixture('content-errors/missing-translation.json').replace(
      'home.hero.titel',
      'fixture.hero.title',
    );
    project.write('pages/one-language.json', page);
    const messages = validateContentAt(project.root).problems.map(
      (p) => `${p.file}:${p.line}:${p.column} ${p.message}`,
    );
    expect(messages).toEqual([
      'pages/one-language.json:14:27 text key "fixture.hero.title" has no English text',
      'locales/de/fixture.json:3:14 "fixture.hero.title" has a German text but no English one',
    ]);
  });

  it('a dead internal link', () => {
    const [problem] = problemsWith('dead-link.json');
    expect(formatProblem(problem as Problem, false)).toBe(
      'pages/dead-link.json:16:50 sections[0].props.cta.to: the link "/contcat" goes to no page\n  did you mean "/contact"?',
    );
  });

  it('an unknown property, pointing at its name', () => {
    const [problem] = problemsWith('unknown-property.json');
    expect(formatProblem(problem as Problem, false)).toBe(
      'pages/unknown-property.json:14:46 sections[0].props.subtitel: unknown property "subtitel"\n  did you mean "subtitle"?',
    );
  });

  it('broken JSON syntax: one problem, where the comma belongs', () => {
    const problems = problemsWith('syntax-error.json');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      file: 'pages/syntax-error.json',
      line: 4,
      column: 34,
      path: '(syntax)',
      message: 'a comma is missing between two entries',
      suggestion: 'add a comma at the end of line 4, after "/fixture-syntax-error"',
    });
  });

  it('a missing public file and a duplicate path', () => {
    const about = JSON.parse(project.read('pages/about.json')) as {
      path: string;
      meta: { image: string };
    };
    about.path = '/faq';
    about.meta.image = '/images/share/missing.png';
    project.write('pages/about.json', JSON.stringify(about, null, 2));
    const messages = validateContentAt(project.root).problems.map((p) => p.message);
    expect(messages).toContain('the path "/faq" is already served by pages/about.json');
    expect(messages).toContain('the file "/images/share/missing.png" does not exist in public/');
  });

  it('a code frame marks the column', () => {
    const [problem] = problemsWith('misspelled-type.json');
    expect(problem?.frame).toContain('> 13 |       "type": "heor",');
    expect(problem?.frame).toContain('     |               ^');
  });
});
