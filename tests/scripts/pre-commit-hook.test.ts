import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/temp-project';
import { createScratchRepo } from './support/scratch-repo';

/**
 * Issue 24.4: `npm run hooks:install` writes a plain git pre-commit hook that checks the staged
 * content and blocks a commit with a problem, with the validator's own messages.
 */
let repo: ReturnType<typeof createScratchRepo>;
beforeAll(() => {
  repo = createScratchRepo();
  const install = spawnSync('npm', ['run', '--silent', 'hooks:install'], {
    cwd: repo.root,
    encoding: 'utf8',
  });
  expect(install.status, install.stderr).toBe(0);
});
afterAll(() => repo.remove());

function commit(message: string) {
  const run = spawnSync('git', ['commit', '-q', '-m', message], {
    cwd: repo.root,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the pre-commit hook', { timeout: 120_000 }, () => {
  it("is a plain shell script that runs the project's validator on the staged files", () => {
    const hook = join(repo.root, '.git', 'hooks', 'pre-commit');
    expect(existsSync(hook)).toBe(true);
    const text = readFileSync(hook, 'utf8');
    expect(text.startsWith('#!/bin/sh\n')).toBe(true);
    expect(text).toContain('npm run --silent validate -- --staged --only-changed');
  });

  it("blocks a commit whose staged page has a problem, with the validator's message", () => {
    const faq = repo.read('pages/faq.json');
    repo.write('pages/faq.json', faq.replace('"type": "hero"', '"type": "heor"'));
    repo.git('add', 'pages/faq.json');
    const run = commit('typo');
    expect(run.status).not.toBe(0);
    expect(run.output).toContain(
      `pages/faq.json:${heroTypeLine(faq)}:15 sections[0].type: unknown section type "heor"`,
    );
    expect(repo.git('log', '--format=%s', '-1').trim()).toBe('content');
  });

  it('checks what is staged, not the working tree: a fix left unstaged still blocks', () => {
    const broken = repo.read('pages/faq.json');
    repo.write('pages/faq.json', broken.replace('"type": "heor"', '"type": "hero"'));
    expect(commit('still the staged typo').status).not.toBe(0);
  });

  it('allows the commit once the fix is staged', () => {
    repo.git('add', 'pages/faq.json');
    const faq = repo.read('pages/faq.json');
    repo.write('pages/faq.json', faq.replace('"faq.hero.eyebrow"', '"faq.hero.title"'));
    repo.git('add', 'pages/faq.json');
    const run = commit('eyebrow shows the title');
    expect(run.status, run.output).toBe(0);
    expect(repo.git('log', '--format=%s', '-1').trim()).toBe('eyebrow shows the title');
  });
});

it('the project declares the hooks:install script', () => {
  const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  expect(pkg.scripts['hooks:install']).toBe('tsx scripts/install-hooks.ts');
});

/** The line of the FAQ page's first section type (the validator's message names it). */
function heroTypeLine(pageFile: string): number {
  return pageFile.split('\n').findIndex((line) => line.includes('"type": "hero"')) + 1;
}
