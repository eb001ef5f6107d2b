import type { Manifest } from 'vite';

/** The entry's script, its CSS and statically imported chunks (preloaded), from Vite's manifest. */
export function assetsFor(manifest: Manifest, entry: string) {
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`${entry} is missing from the Vite manifest`);
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const visit = (key: string, isEntry: boolean) => {
    const c = manifest[key];
    if (!c) return;
    for (const css of c.css ?? []) styles.add(`/${css}`);
    if (!isEntry) preloads.add(`/${c.file}`);
    for (const imported of c.imports ?? []) visit(imported, false);
  };
  visit(entry, true);
  const fontPreloads = (chunk.assets ?? [])
    .filter((a) => /inter.*latin-wght.*\.woff2$/.test(a) && !/ext/.test(a))
    .map((a) => `/${a}`);
  return {
    scripts: [`/${chunk.file}`],
    styles: [...styles],
    modulePreloads: [...preloads],
    fontPreloads,
  };
}
