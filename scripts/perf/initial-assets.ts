import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript and CSS a page loads before it is interactive, read from its HTML: the entry
 * script, the chunks it loads before hydrating (framework, start code, section components:
 * listed in the page's route-start block) and its stylesheets.
 * Chunks loaded later on demand (the menu, for instance) are not counted.
 */
export function initialAssets(html: string): { js: string[]; css: string[] } {
  const attr = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map((m) => (m[1] as string).replace(/^\//, ''));
  // The entry fetches the chunks of this list right after the first paint (entry-client.tsx).
  const startBlock = /<script type="application\/json" id="route-start">([^<]*)<\/script>/.exec(
    html,
  )?.[1];
  const startup = startBlock ? (JSON.parse(startBlock) as { modules: string[] }).modules : [];
  return {
    js: [
      ...attr(/<script type="module" src="([^"]+)"/g),
      ...attr(/<link rel="modulepreload" href="([^"]+)"/g),
      ...startup.map((href) => href.replace(/^\//, '')),
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

/** The framework chunk (React, React Router, i18next, zustand: the stack's floor). */
export const isFrameworkChunk = (file: string) => /(^|\/)framework-[^/]*\.js$/.test(file);
