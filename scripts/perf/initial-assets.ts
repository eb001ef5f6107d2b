import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';

/**
 * The JavaScript and CSS a page needs before it is interactive: the entry and its static
 * imports, the texts of its language and the chunks of the section types it uses (the client
 * loads these before hydrating). Lazy chunks loaded later (the menu, for instance) are not counted.
 */
export function initialAssets(
  manifest: Manifest,
  sectionTypes: readonly string[],
  language: string,
): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('src/web/app/entry-client.tsx');
  visit(`src/web/lib/locales-${language}.ts`);
  for (const type of sectionTypes) visit(`src/web/sections/${type}/index.ts`);
  return { js, css };
}

export function gzipBytes(clientDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files)
    total += gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
  return total;
}
