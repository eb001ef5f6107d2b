import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Manifest } from 'vite';
import { LANGUAGES, type Language } from '../../src/content/locales';
import { localizePath, NOT_FOUND_PATH } from '../../src/content/routes';
import { renderDocument } from '../../src/web/app/document';
import type { PrerenderedPage } from '../../src/web/app/entry-prerender';
import { pageAssets } from './manifest-assets';

interface PrerenderEntry {
  prerender: (pathname: string, language: Language) => Promise<PrerenderedPage>;
  pages: ReadonlyArray<{ path: string; aliases?: string[] }>;
  prerenderTargets?: () => Array<{ pathname: string; language: Language; file: string }>;
}

/** Writes `<path>/index.html` for every page in both languages, plus the 404 pages. */
export async function prerenderSite(entry: PrerenderEntry, outDir: string): Promise<number> {
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const targets: Array<{ pathname: string; language: Language; file: string }> = [];
  for (const language of LANGUAGES) {
    for (const page of entry.pages) {
      if (page.path === NOT_FOUND_PATH || page.path.includes(':')) continue;
      // Aliases get their own file so a static host serves them; their canonical is the main path.
      for (const path of [page.path, ...(page.aliases ?? [])]) {
        const url = localizePath(path, language);
        targets.push({ pathname: url, language, file: join(url, 'index.html') });
      }
    }
    const prefix = language === 'de' ? '' : '/en';
    targets.push({ pathname: `${prefix}/__not-found__`, language, file: `${prefix}/404.html` });
  }
  targets.push(...(entry.prerenderTargets?.() ?? []));
  for (const target of targets) {
    const page = await entry.prerender(target.pathname, target.language);
    const html = renderDocument({
      language: page.language,
      head: page.head,
      body: page.html,
      ...pageAssets(manifest, page.startupModules),
    });
    const file = join(outDir, target.file);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  return targets.length;
}
