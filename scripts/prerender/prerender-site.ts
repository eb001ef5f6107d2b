import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Manifest } from 'vite';
import type { SiteDataSource } from '../../src/content/node/site-data-source';
import { pageDataUrl, routeDataUrl, type RouteEntry } from '../../src/content/site-data';
import { renderDocument } from '../../src/web/app/start/document';
import type {
  prerender as PrerenderPage,
  fixedRoutes,
  PrerenderedPage,
} from '../../src/web/app/start/entry-prerender';
import { pageAssets } from './manifest-assets';
import { prerenderTargets } from './targets';

export interface PrerenderModule {
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

/** The files a page's HTML names: its scripts, styles, fonts and the chunks it preloads. */
export interface PageDocumentAssets {
  scripts: string[];
  styles: string[];
  fontPreloads?: string[];
  modulePreloads: string[];
}

/**
 * One URL's HTML document: the page rendered by the prerender entry (the browser's routes,
 * loaders and components), in the document with its head and route-start block. The build
 * writes one per URL; the dev server renders one per request (scripts/vite-dev-site-plugin.ts).
 */
export async function renderPageDocument(
  entry: PrerenderModule,
  pathname: string,
  /** The page file serving `pathname`. */
  own: RouteEntry,
  fixed: readonly RouteEntry[],
  source: Pick<SiteDataSource, 'get'>,
  assets: PageDocumentAssets,
): Promise<{ page: PrerenderedPage; html: string }> {
  const page = await entry.prerender(pathname, own, fixed, (url) => source.get(url));
  const html = renderDocument({
    language: page.language,
    head: page.head,
    body: page.html,
    scripts: assets.scripts,
    styles: assets.styles,
    ...(assets.fontPreloads ? { fontPreloads: assets.fontPreloads } : {}),
    start: {
      routes: page.routes,
      modules: assets.modulePreloads,
      data: page.data,
      // PAINT_FIRST=0 builds the site without decision 007, to measure what it pays.
      ...(process.env.PAINT_FIRST === '0' ? { eager: true } : {}),
    },
  });
  return { page, html };
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
    const { page, html } = await renderPageDocument(
      entry,
      target.pathname,
      target.entry,
      fixed,
      source,
      pageAssets(manifest, target.entry.sections),
    );
    if ((page.status === 404) !== target.notFound)
      throw new Error(`${target.pathname} rendered with status ${page.status}`);
    writeFile(outDir, target.file, html);
    if (!target.notFound) {
      const payload = source.get(pageDataUrl(page.file, page.language));
      writeFile(outDir, routeDataUrl(target.pathname), JSON.stringify(payload));
    }
  }
  return targets.length;
}
