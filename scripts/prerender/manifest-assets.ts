import type { Manifest } from 'vite';

/** Chunk files and CSS of the given source modules and everything they import statically. */
export function chunkFiles(
  manifest: Manifest,
  modules: readonly string[],
  /** Also what these modules themselves import dynamically (a section's sanitiser). */
  withDynamic: readonly string[] = [],
): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  for (const module of withDynamic)
    for (const dynamic of manifest[module]?.dynamicImports ?? []) visit(dynamic);
  return { js: [...js], css: [...css] };
}

const ENTRY = 'src/web/app/start/entry-client.tsx';
/** What the entry imports after the first paint: React, the router, the hydration. */
const START = 'src/web/app/start/start-client.tsx';

/** A section type's module (house rule: the folder is the type; registry.ts imports it). */
const sectionModule = (type: string) => `src/web/sections/${type}/index.ts`;

/**
 * What one page's HTML links: the entry script, its CSS, the chunks it needs before hydrating
 * (the start code and its sections; fetched after the first paint) and the main font.
 */
export function pageAssets(manifest: Manifest, sectionTypes: readonly string[]) {
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`${ENTRY} is missing from the Vite manifest`);
  const sections = sectionTypes.map(sectionModule);
  const all = chunkFiles(manifest, [ENTRY, START, ...sections], sections);
  const fontPreloads = (entry.assets ?? [])
    .filter((a) => /inter-latin-wght-400-900.*\.woff2$/.test(a))
    .map((a) => `/${a}`);
  return {
    scripts: [`/${entry.file}`],
    styles: all.css.map((f) => `/${f}`),
    modulePreloads: all.js.filter((f) => f !== entry.file).map((f) => `/${f}`),
    fontPreloads,
  };
}
