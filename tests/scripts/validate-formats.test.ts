import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import AjvDraft04 from 'ajv-draft-04';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleHelp } from '../../src/content/node/rule-help';
import { validateContentAt } from '../../src/content/node/validate-content';
import { FORMATS, formatReportAs } from '../../src/content/report/formats';
import type { ReportInput } from '../../src/content/report/report-input';
import { RULE_IDS } from '../../src/content/rules';
import { createTempProject, fixture, PROJECT_ROOT } from '../helpers/temp-project';

/**
 * Issue 24.1: every `--format` on the seeded-mistake fixtures, compared with golden files
 * (tests/fixtures/validate-report/; `UPDATE_GOLDEN=1` rewrites them), plus checks that do not
 * depend on the exact text: SARIF against the SARIF 2.1.0 schema, JSON against its own schema,
 * GitHub's lines parsed back to file, line and column.
 */
const GOLDEN = join(PROJECT_ROOT, 'tests', 'fixtures', 'validate-report');
const project = createTempProject();
let input: ReportInput;

beforeAll(() => {
  for (const name of ['misspelled-type', 'dead-link', 'unknown-property', 'syntax-error'])
    project.write(`pages/${name}.json`, fixture(`content-errors/${name}.json`));
  project.write(
    'pages/one-language.json',
    fixture('content-errors/missing-translation.json')
      .replace('home.hero.titel', 'fixture.hero.title')
      .replace('/fixture-missing-translation', '/fixture-one-language'),
  );
  project.write('locales/de/fixture.json', '{\n  "hero": {\n    "title": "Nur Deutsch"\n  }\n}\n');
  project.write('locales/en/fixture.json', '{\n  "hero": {}\n}\n');
  project.write('locales/de/broken.json', '{\n  "hero": {\n    "title": "Titel",\n  }\n}\n');
  project.write('locales/en/broken.json', '{\n  "hero": {\n    "title": "Title"\n  }\n}\n');
  const report = validateContentAt(project.root);
  input = { problems: report.problems, files: report.files, skipped: report.skipped };
});
afterAll(() => project.remove());

/** The parts that change whenever a page is added anywhere: counts and passing test cases. */
function stable(output: string): string {
  return output
    .replace(/\(\d+ checked\)/g, '(N checked)')
    .replace(/tests="\d+"/g, 'tests="N"')
    .replace(/\n\s*<testcase [^>]*\/>/g, '');
}

const extension = {
  text: 'txt',
  github: 'github.txt',
  json: 'json',
  sarif: 'sarif',
  junit: 'junit.xml',
};

describe('validate --format: golden files', () => {
  it.each(FORMATS)('%s', (format) => {
    const output = stable(formatReportAs(format, input));
    const file = join(GOLDEN, `report.${extension[format]}`);
    if (process.env.UPDATE_GOLDEN) writeFileSync(file, `${output}\n`);
    expect(output).toBe(readFileSync(file, 'utf8').replace(/\n$/, ''));
  });

  it('the seeded mistakes give one problem each, and one for the broken locale file', () => {
    expect(input.problems.map((p) => p.rule).sort()).toEqual([
      'dead-link',
      'json-syntax',
      'json-syntax',
      'missing-translation',
      'missing-translation',
      'unknown-property',
      'unknown-section-type',
    ]);
  });
});

describe('validate --format: checked against their specifications', () => {
  it('sarif is valid SARIF 2.1.0 (ajv, the OASIS schema), with and without --changed-since', () => {
    const schema = JSON.parse(
      readFileSync(
        join(PROJECT_ROOT, 'tests', 'fixtures', 'sarif', 'sarif-schema-2.1.0.json'),
        'utf8',
      ),
    ) as object;
    // The schema has one pattern that is only valid without the regexp "u" flag (a stray "]").
    const validate = new AjvDraft04({
      allErrors: true,
      strict: false,
      unicodeRegExp: false,
    }).compile(schema);
    const withChanges: ReportInput = {
      ...input,
      changes: { ref: 'main', touches: (p) => p.file === 'pages/dead-link.json' },
    };
    for (const report of [input, withChanges]) {
      const log = JSON.parse(formatReportAs('sarif', report, ruleHelp(PROJECT_ROOT))) as {
        runs: Array<{ results: Array<{ ruleId: string; baselineState?: string }> }>;
      };
      expect(validate(log), JSON.stringify(validate.errors, null, 2)).toBe(true);
      expect(log.runs[0]?.results).toHaveLength(input.problems.length);
    }
  });

  it('every rule has help text from docs/editing.md', () => {
    const help = ruleHelp(PROJECT_ROOT);
    for (const id of RULE_IDS) expect(help[id], id).toMatch(/\w{3}/);
  });

  it('json matches schema/reports/validation-problems.schema.json, whose rule list is the catalogue', () => {
    const schema = JSON.parse(
      readFileSync(
        join(PROJECT_ROOT, 'schema', 'reports', 'validation-problems.schema.json'),
        'utf8',
      ),
    ) as { items: { properties: { rule: { enum: string[] } } } };
    expect([...schema.items.properties.rule.enum].sort()).toEqual([...RULE_IDS].sort());
    const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);
    const problems = JSON.parse(formatReportAs('json', input)) as unknown[];
    expect(validate(problems), JSON.stringify(validate.errors)).toBe(true);
    expect(problems).toHaveLength(input.problems.length);
  });

  it("github lines parse back to the problems' file, line and column", () => {
    const commands = formatReportAs('github', input)
      .split('\n')
      .filter((line) => line.startsWith('::error '));
    const parsed = commands.map((line) => {
      const [, props = ''] = /^::error (.*?)::/.exec(line) ?? [];
      const fields = Object.fromEntries(props.split(',').map((pair) => pair.split('=')));
      return `${fields.file}:${fields.line}:${fields.col}`;
    });
    expect(parsed.sort()).toEqual(
      input.problems.map((p) => `${p.file}:${p.line}:${p.column}`).sort(),
    );
    // A multi-line message stays one command, its lines escaped as GitHub expects.
    expect(commands.every((line) => !line.includes('\n'))).toBe(true);
    expect(commands.some((line) => line.includes('%0Adid you mean'))).toBe(true);
  });

  it('junit has one test case per checked file, failing for the files with problems', () => {
    const xml = formatReportAs('junit', input);
    const cases = xml.match(/<testcase /g) ?? [];
    expect(cases).toHaveLength(input.files.length);
    const failing = new Set(input.problems.map((p) => p.file));
    expect(xml.match(/<failure /g)).toHaveLength(failing.size);
  });
});
