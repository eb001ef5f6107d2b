import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/temp-project';

/**
 * Issue 24.3: the CI workflow validates with the same command as the README's test command
 * (`npm test` runs `npm run validate`), and docs/editing.md has the one-liner for other services.
 */
const read = (...path: string[]) => readFileSync(join(PROJECT_ROOT, ...path), 'utf8');
const workflow = read('.github', 'workflows', 'validate.yml');
const runLines = [...workflow.matchAll(/^\s+(?:- )?run: (.*)$/gm)].map((m) => m[1] as string);

describe('.github/workflows/validate.yml', () => {
  it("installs with npm ci and validates with the test command's validate step", () => {
    const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(pkg.scripts.test).toContain('npm run validate');
    expect(runLines).toContain('npm ci');
    const validate = runLines.filter((line) => line.includes('validate'));
    expect(validate.length).toBeGreaterThanOrEqual(2);
    for (const line of validate)
      expect(line).toMatch(/^npm run validate -- --format (github|sarif)\b/);
    expect(workflow).toContain("--changed-since origin/{0}', github.base_ref");
  });

  it('uploads the SARIF report and pins the Node version the project supports', () => {
    expect(workflow).toMatch(/uses: github\/codeql-action\/upload-sarif@v\d+/);
    expect(workflow).toContain('sarif_file: validation.sarif');
    const floor = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(workflow).toContain(`node-version: '${floor.replace('>=', '')}'`);
  });

  it('docs/editing.md gives the one-liner for other CI services', () => {
    expect(read('docs', 'editing.md')).toContain(
      'npm ci && npm run validate -- --format junit --output validation-junit.xml',
    );
  });
});
