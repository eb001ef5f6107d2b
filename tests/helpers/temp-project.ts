import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * A throw-away copy of the project's content (schema/, pages/, locales/) with public/ and src/
 * linked, so a test can break or extend a file without touching the real one.
 */
export function createTempProject(options: { copySource?: boolean } = {}): {
  root: string;
  write: (file: string, text: string) => void;
  read: (file: string) => string;
  remove: () => void;
} {
  const root = mkdtempSync(join(tmpdir(), 'prol-content-'));
  for (const dir of ['schema', 'pages', 'locales'])
    cpSync(join(PROJECT_ROOT, dir), join(root, dir), { recursive: true });
  symlinkSync(join(PROJECT_ROOT, 'public'), join(root, 'public'));
  // A dev server resolves symlinks to their real path, so imports from src/ would read the real
  // pages/; it needs its own copy of src/.
  if (options.copySource) cpSync(join(PROJECT_ROOT, 'src'), join(root, 'src'), { recursive: true });
  else symlinkSync(join(PROJECT_ROOT, 'src'), join(root, 'src'));
  return {
    root,
    write: (file, text) => writeFileSync(join(root, file), text),
    read: (file) => readFileSync(join(root, file), 'utf8'),
    // Retries: a dev server just stopped may still be writing its cache (ENOTEMPTY).
    remove: () => rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }),
  };
}

export function fixture(name: string): string {
  return readFileSync(join(PROJECT_ROOT, 'tests', 'fixtures', name), 'utf8');
}
