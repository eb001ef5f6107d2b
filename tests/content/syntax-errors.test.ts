import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../../src/content/json-document';
import { validateContentAt } from '../../src/content/node/validate-content';
import { createTempProject } from '../helpers/temp-project';

/** Issue 19.1: a file that does not parse gives one message, and nothing that follows from it. */
let project: ReturnType<typeof createTempProject>;
beforeEach(() => {
  project = createTempProject();
});
afterEach(() => project.remove());

function syntaxProblem(text: string) {
  const result = parseJsonDocument('x.json', text);
  if (result.ok) throw new Error('expected a syntax error');
  const { line, column, message, suggestion } = result.problem;
  return { at: `${line}:${column}`, message, suggestion };
}

describe('syntax errors in plain words, at the offending character', () => {
  it('a trailing comma: at the comma, "remove the comma after the last entry"', () => {
    expect(syntaxProblem('{\n  "a": "x",\n  "b": "y",\n}\n')).toEqual({
      at: '3:11',
      message: 'a comma after the last entry',
      suggestion: 'remove the comma after the last entry',
    });
    expect(syntaxProblem('{ "a": ["x", "y",] }').at).toBe('1:17');
  });

  it('a missing comma: where the comma belongs', () => {
    expect(syntaxProblem('{\n  "a": "x"\n  "b": "y"\n}\n')).toEqual({
      at: '2:11',
      message: 'a comma is missing between two entries',
      suggestion: 'add a comma at the end of line 2, after "x"',
    });
  });

  it('an unclosed quote: at the opening quote', () => {
    expect(syntaxProblem('{\n  "a": "x,\n  "b": "y"\n}\n')).toMatchObject({
      at: '2:8',
      message: 'this text has no closing quote',
    });
  });

  it('an unclosed bracket: the group that lacks it, judged by indentation', () => {
    const beforeSibling =
      '{\n  "hero": {\n    "title": "x"\n\n  "culture": {\n    "t": "y"\n  }\n}\n';
    expect(syntaxProblem(beforeSibling)).toEqual({
      at: '5:3',
      message: 'the "{" of "hero" on line 2 is not closed',
      suggestion: 'add "}," on its own line before line 5',
    });
    expect(syntaxProblem('{\n  "hero": {\n    "title": "x"\n\n}\n')).toEqual({
      at: '5:1',
      message: 'the "{" of "hero" on line 2 is not closed',
      suggestion: 'add "}" on its own line before line 5',
    });
    expect(syntaxProblem('{\n  "sections": [\n    { "type": "hero" }\n}\n').message).toBe(
      'the "[" of "sections" on line 2 is not closed',
    );
    expect(syntaxProblem('{\n  "hero": {\n    "title": "x"\n  }\n').suggestion).toBe(
      'add "}" on its own line at the end of the file',
    );
  });

  it('a comment, single quotes, a missing colon, an empty file', () => {
    expect(syntaxProblem('{\n  // note\n  "a": "x"\n}\n')).toMatchObject({
      at: '2:3',
      message: 'comments are not allowed in JSON',
    });
    expect(syntaxProblem("{ 'a': 'x' }").message).toBe('single quotes are not allowed in JSON');
    expect(syntaxProblem('{ "a" "x" }').message).toBe('a colon is missing after the name "a"');
    expect(syntaxProblem('').message).toBe('the file is empty');
  });
});

describe('a file that does not parse stands alone', () => {
  it('a trailing comma in a locale file yields exactly one problem and one skipped line', () => {
    const text = project.read('locales/de/about.json');
    const broken = text.replace(/bei Ihnen\."/, 'bei Ihnen.",');
    expect(broken).not.toBe(text);
    project.write('locales/de/about.json', broken);
    const report = validateContentAt(project.root);
    expect(report.problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`)).toEqual([
      `locales/de/about.json:${lineOf(broken, 'bei Ihnen.",')}:139 a comma after the last entry`,
    ]);
    expect(report.skipped).toEqual([
      'Skipped until locales/de/about.json parses: whether its texts match the English ones, and the "about.…" text keys in German.',
    ]);
    expect(report.text).toMatch(/\n✖ 1 problem in 1 file\(s\) \(\d+ checked\)\.$/);
  });

  it('a broken page file: links to its address are not reported as dead', () => {
    const text = project.read('pages/faq.json');
    project.write('pages/faq.json', text.replace('"path": "/faq",', '"path": "/faq"'));
    const report = validateContentAt(project.root);
    expect(report.problems.map((p) => [p.file, p.message])).toEqual([
      ['pages/faq.json', 'a comma is missing between two entries'],
    ]);
  });

  it('a page file whose address cannot be read: no link is judged', () => {
    project.write('pages/faq.json', '');
    const report = validateContentAt(project.root);
    expect(report.problems.map((p) => p.message)).toEqual(['the file is empty']);
    expect(report.skipped[0]).toContain('every link to a page');
  });

  it('a broken article: its other-language version is not "in one language only"', () => {
    const file = 'pages/articles/de/ffg-foerdert-prol.json';
    project.write(file, `${project.read(file).trimEnd()},\n`);
    const report = validateContentAt(project.root);
    expect(report.problems.map((p) => p.file)).toEqual([file]);
  });
});

function lineOf(text: string, needle: string): number {
  return text.slice(0, text.indexOf(needle)).split('\n').length;
}
