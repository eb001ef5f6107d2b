import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Manifest } from 'vite';
import type { SiteDataSource } from '../../src/content/node/site-data-source';
import { pageDataUrl, routeDataUrl } from '../../src/content/site-data';
import { renderDocument } from '../../src/web/app/document';
import type { prerender as PrerenderPage, fixedRoutes } from '../../src/web/app/entry-prerender';
import { pageAssets } from './manifest-assets';
import { prerenderTargets } from './targets';

interface PrerenderModule {
  prerender: typeof PrerenderPage;
  fixedRoutes: typeof fixedRoutes;
}

/** Folders this process has made: thousands of pages share a few parents (issue 26). */
const madeDirs = new Set<string>();

function writeFile(outDir: string, relative: string, text: string): void {
  const file = join(outDir, relative);
  const dir = dirname(file);
  if (!madeDirs.has(dir)) {
    mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  }
  writeFileSync(file, text);
}

/**
 * Writes the site-data files, then `<path>/index.html` (and the route file the browser
 * discovers it by) for every page in both languages, plus the 404 pages. One page at a time:
 * nothing of a written page is kept, so memory does not grow with the number of pages.
 */
export async function prerenderSite(
  entry: PrerenderModule,
  outDir: string,
  source: SiteDataSource,
  /** Render only every `shards`-th page, from `shard` on (several processes share the work). */
  { shard, shards }: { shard: number; shards: number } = { shard: 0, shards: 1 },
): Promise<number> {
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  if (shard === 0)
    for (const url of source.urls()) writeFile(outDir, url, JSON.stringify(source.get(url)));

  const routes = source.routes();
  const fixed = entry.fixedRoutes(routes);
  const targets = prerenderTargets(routes, source.articleSlugs()).filter(
    (_, index) => index % shards === shard,
  );
  for (const target of targets) {
    const page = await entry.prerender(target.pathname, target.entry, fixed, (url) =>
      source.get(url),
    );
    if ((page.status === 404) !== target.notFound)
      throw new Error(`${target.pathname} rendered with status ${page.status}`);
    const assets = pageAssets(manifest, target.entry.sections);
    const html = renderDocument({
      language: page.language,
      head: page.head,
      body: page.html,
      scripts: assets.scripts,
      styles: assets.styles,
      fontPreloads: assets.fontPreloads,
      start: {
        routes: page.routes,
        modules: assets.modulePreloads,
        data: page.data,
        // PAINT_FIRST=0 builds the site without decision 007, to measure what it pays.
        ...(process.env.PAINT_FIRST === '0' ? { eager: true } : {}),
      },
    });
    writeFile(outDir, target.file, html);
    if (!target.notFound) {
      const payload = source.get(pageDataUrl(page.file, page.language));
      writeFile(outDir, routeDataUrl(target.pathname), JSON.stringify(payload));
    }
  }
  return targets.length;
}
