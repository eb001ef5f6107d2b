import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../helpers/temp-project';

/**
 * A throw-away git repository with the project's content committed (schema/, pages/, locales/,
 * public/) and the tools linked in but not tracked (node_modules/, scripts/, src/), so a test can
 * commit, branch and run the validator or a git hook against real history.
 */
export function createScratchRepo() {
  const root = mkdtempSync(join(tmpdir(), 'prol-repo-'));
  for (const dir of ['schema', 'pages', 'locales', 'public'])
    cpSync(join(PROJECT_ROOT, dir), join(root, dir), { recursive: true });
  for (const entry of ['node_modules', 'scripts', 'src'])
    symlinkSync(join(PROJECT_ROOT, entry), join(root, entry));
  writeFileSync(join(root, 'package.json'), readFileSync(join(PROJECT_ROOT, 'package.json')));
  writeFileSync(join(root, '.gitignore'), 'node_modules\nscripts\nsrc\npackage.json\n');
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'editor@example.com');
  git('config', 'user.name', 'Editor');
  git('add', '.');
  git('commit', '-q', '-m', 'content');
  return {
    root,
    git,
    read: (file: string) => readFileSync(join(root, file), 'utf8'),
    write: (file: string, text: string) => writeFileSync(join(root, file), text),
    /** `npm run validate -- <args>` in the repository: exit status and everything printed. */
    validate: (...args: string[]) => {
      const run = spawnSync(
        join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx'),
        [join(PROJECT_ROOT, 'scripts', 'validate.ts'), root, ...args],
        { cwd: root, encoding: 'utf8' },
      );
      return { status: run.status, output: `${run.stdout}${run.stderr}` };
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
