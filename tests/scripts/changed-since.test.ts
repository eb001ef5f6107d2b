import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../helpers/temp-project';
import { createScratchRepo } from './support/scratch-repo';

/**
 * Issue 24.2: `--changed-since <ref>` reports the problems a change caused first and counts the
 * others; the exit code still fails on any problem unless `--only-changed` is given.
 */
let repo: ReturnType<typeof createScratchRepo>;
beforeAll(() => {
  repo = createScratchRepo();
  // An old problem, already on main: a dead link in a page nobody touches in the change.
  repo.write('pages/old.json', fixture('content-errors/dead-link.json'));
  repo.git('add', '.');
  repo.git('commit', '-q', '-m', 'old problem');
  repo.git('checkout', '-q', '-b', 'change');
});
afterAll(() => repo.remove());

describe('validate --changed-since', { timeout: 120_000 }, () => {
  it("puts the changed file's problem first, counts the old one, and fails", () => {
    const faq = repo.read('pages/faq.json');
    repo.write('pages/faq.json', faq.replace('"type": "hero"', '"type": "heor"'));
    repo.git('commit', '-qam', 'typo');
    const run = repo.validate('--changed-since', 'main');
    expect(run.status).toBe(1);
    expect(run.output).toContain(
      `pages/faq.json:${heroTypeLine(faq)}:15 sections[0].type: unknown section type "heor"`,
    );
    expect(run.output).not.toContain('pages/old.json');
    expect(run.output).toContain('1 more problem in files not changed since main');
    expect(repo.validate('--changed-since', 'main', '--only-changed').status).toBe(1);
    repo.write('pages/faq.json', faq);
  });

  it('with --only-changed, an old problem elsewhere does not fail the change', () => {
    const faq = repo.read('pages/faq.json');
    repo.write('pages/faq.json', faq.replace('"faq.hero.eyebrow"', '"faq.hero.title"'));
    const only = repo.validate('--changed-since', 'main', '--only-changed', '--format', 'json');
    expect(only.status).toBe(0);
    const problems = JSON.parse(only.output) as Array<{ file: string; changed: boolean }>;
    expect(problems).toEqual([expect.objectContaining({ file: 'pages/old.json', changed: false })]);
    expect(repo.validate('--changed-since', 'main').status).toBe(1);
    repo.write('pages/faq.json', faq);
  });

  it('a text removed from a locale file counts against the change, though the page shows it', () => {
    const en = JSON.parse(repo.read('locales/en/faq.json')) as { hero: Record<string, string> };
    delete en.hero.eyebrow;
    repo.write('locales/en/faq.json', JSON.stringify(en, null, 2));
    const run = repo.validate('--changed-since', 'main', '--only-changed');
    expect(run.status).toBe(1);
    expect(run.output).toMatch(
      /pages\/faq\.json:\d+:\d+ .*"faq\.hero\.eyebrow" has no English text/,
    );
    repo.git('checkout', '-q', '--', 'locales/en/faq.json');
  });
});

/** The line of the FAQ page's first section type (the validator's message names it). */
function heroTypeLine(pageFile: string): number {
  return pageFile.split('\n').findIndex((line) => line.includes('"type": "hero"')) + 1;
}
