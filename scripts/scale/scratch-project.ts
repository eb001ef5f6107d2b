import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * A scratch project: content and the site's source copied (Vite names modules by their real
 * path, which must lie inside the project), scripts and dependencies linked.
 */
export function scratchProject(extraPages: number): string {
  const root = mkdtempSync(join(tmpdir(), `prol-scale-${extraPages}-`));
  for (const dir of ['schema', 'pages', 'locales', 'src'])
    cpSync(join(ROOT, dir), join(root, dir), { recursive: true });
  for (const file of ['package.json', 'vite.config.ts', 'tsconfig.json'])
    cpSync(join(ROOT, file), join(root, file));
  for (const dir of ['scripts', 'public', 'node_modules'])
    symlinkSync(join(ROOT, dir), join(root, dir));
  const page = readFileSync(join(ROOT, 'pages', 'values.json'), 'utf8');
  const texts = {
    de: readFileSync(join(ROOT, 'locales', 'de', 'values.json'), 'utf8'),
    en: readFileSync(join(ROOT, 'locales', 'en', 'values.json'), 'utf8'),
  };
  for (let i = 1; i <= extraPages; i++) {
    const name = `scale-${i}`;
    writeFileSync(
      join(root, 'pages', `${name}.json`),
      page.replaceAll('"values.', `"${name}.`).replace('"/values"', `"/scale/page-${i}"`),
    );
    for (const language of ['de', 'en'] as const)
      writeFileSync(join(root, 'locales', language, `${name}.json`), texts[language]);
  }
  return root;
}
