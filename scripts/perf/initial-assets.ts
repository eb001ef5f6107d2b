import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript and CSS a page loads before it is interactive, read from its HTML: the entry
 * script, the chunks it preloads (texts, section components, article data) and its stylesheets.
 * Chunks loaded later on demand (the menu, for instance) are not counted.
 */
export function initialAssets(html: string): { js: string[]; css: string[] } {
  const attr = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map((m) => (m[1] as string).replace(/^\//, ''));
  return {
    js: [
      ...attr(/<script type="module" src="([^"]+)"/g),
      ...attr(/<link rel="modulepreload" href="([^"]+)"/g),
    ],
    css: attr(/<link rel="stylesheet" href="([^"]+)"/g),
  };
}

export function gzipBytes(clientDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files)
    total += gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
  return total;
}
