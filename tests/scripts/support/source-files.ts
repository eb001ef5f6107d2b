import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PROJECT_ROOT } from '../../helpers/temp-project';

/** The folders that hold the project's own code. */
export const CODE_DIRS = ['src', 'scripts', 'tests', 'editor'] as const;

const CODE_FILE = /\.(?:ts|tsx|js|mjs|cjs)$/;
/** Installed, built or written at run time: not part of a clone. */
const NOT_IN_A_CLONE = new Set([
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
]);

/** Every file of the project as a clone has it (paths relative to the root, `/` separated). */
export function projectFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (NOT_IN_A_CLONE.has(entry.name) || entry.name === '.git' || entry.name === '.tmp')
        continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(relative(PROJECT_ROOT, path).split('\\').join('/'));
    }
  };
  walk(PROJECT_ROOT);
  return files.sort();
}

/**
 * Every code file under `dirs`, as paths relative to the project root. Skips dot folders and
 * tests/fixtures (sample files, not code we run).
 */
export function codeFiles(dirs: readonly string[] = CODE_DIRS): string[] {
  return projectFiles().filter(
    (file) =>
      CODE_FILE.test(file) &&
      dirs.some((dir) => file.startsWith(`${dir}/`)) &&
      !file.startsWith('tests/fixtures/') &&
      !file.split('/').some((part) => part.startsWith('.')),
  );
}
