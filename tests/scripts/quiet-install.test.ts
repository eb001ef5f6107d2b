import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/temp-project';

/**
 * Issue 19.7: `npm ci` on a clean checkout prints no EBADENGINE warning (and no other warning).
 * A dry run of the locked install in an empty folder, with an unreachable registry so it cannot
 * download anything: npm checks the lockfile's engines and install scripts all the same.
 */
const dir = mkdtempSync(join(tmpdir(), 'prol-install-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a quiet install', () => {
  it('npm ci prints no EBADENGINE and no other warning', () => {
    for (const file of ['package.json', 'package-lock.json', '.npmrc'])
      copyFileSync(join(PROJECT_ROOT, file), join(dir, file));
    const run = spawnSync(
      'npm',
      ['ci', '--dry-run', '--ignore-scripts', '--registry', 'http://127.0.0.1:9/'],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(run.stdout).toMatch(/added \d+ packages/);
    const lines = `${run.stdout}\n${run.stderr}`.split('\n');
    expect(lines.filter((line) => /EBADENGINE/.test(line))).toEqual([]);
    expect(lines.filter((line) => /^npm warn/.test(line))).toEqual([]);
  });
});
