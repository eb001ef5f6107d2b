import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Issue 20: the page editor is a development tool. Nothing of it (its modules, its API, its
 * form and drag-and-drop libraries) is in the built site the server sends.
 */
const outDir = resolve(import.meta.dirname, '..', '..', process.env.BUILD_OUT_DIR ?? 'dist');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

test('no editor module in the build', () => {
  const built = files(join(outDir, 'client'));
  expect(built.length).toBeGreaterThan(50);
  const modules = built.find((f) => f.endsWith(join('.vite', 'chunk-modules.json')));
  expect(modules, 'the build lists the modules of each chunk').toBeTruthy();
  const listed = readFileSync(modules as string, 'utf8');
  expect(listed).toContain('src/web/sections/hero');
  for (const marker of ['/editor/src/', 'scripts/editor', '@rjsf', '@dnd-kit'])
    expect(listed, `chunk-modules.json lists ${marker}`).not.toContain(marker);
  for (const file of built.filter((f) => /\.(js|html|json)$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    expect(text.includes('__editor/'), `${file} holds the editor API`).toBe(false);
    expect(text.includes('rjsf'), `${file} holds the form library`).toBe(false);
  }
});
