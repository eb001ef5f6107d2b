import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { contentToday } from '../src/content/node/content-today';
import { createSiteDataSource, type SiteDataSource } from '../src/content/node/site-data-source';
import { fixedRoutes, startRoutes } from '../src/content/site-data';
import { matchPage } from '../src/content/page-match';
import { renderDocument } from '../src/web/app/start/document';
import { renderPageDocument, type PrerenderModule } from './prerender/prerender-site';

/** The browser's one script, and the module the build prerenders with (served by Vite). */
const CLIENT_ENTRY = '/src/web/app/start/entry-client.tsx';
const PRERENDER_ENTRY = '/src/web/app/start/entry-prerender.tsx';

/** Content and code whose change changes site data (pages, texts, which texts a section uses). */
const SITE_DATA_INPUTS =
  /[/\\](pages|locales|schema[/\\]sections)[/\\].*\.json$|[/\\]src[/\\]web[/\\].*\.tsx?$/;

/**
 * Names and modification times of every content file: a change the file watcher has not
 * reported yet (it may still be scanning a fresh project, or its event may not have arrived)
 * must not be served stale. Checked on every request: skipping it once the watcher was ready
 * served a page written just before its request stale (facts.spec).
 */
function contentStamp(root: string): string {
  const parts: string[] = [];
  const visit = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      const stat = statSync(path, { throwIfNoEntry: false });
      if (stat?.isDirectory()) visit(path);
      else if (stat && name.endsWith('.json')) parts.push(`${path}:${stat.mtimeMs}:${stat.size}`);
    }
  };
  visit(join(root, 'pages'));
  visit(join(root, 'locales'));
  return parts.join('|');
}

/**
 * The dev server's site: every page URL rendered on the server per request, as the build
 * prerenders it, and hydrated (there is no index.html), and the site-data files the page's
 * JavaScript reads, computed from the files on disk. When content changes, the page reloads its
 * data in place (no full reload); a reload renders the new content on the server.
 */
export function devSitePlugin(
  options: { extraPages?: (root: string) => Array<{ file: string; page: unknown }> } = {},
): Plugin {
  const root = process.cwd();
  const { extraPages } = options;
  const source = createSiteDataSource(root, {
    hashSharedTexts: false,
    reuseUnchangedFiles: true,
    ...(extraPages ? { extraPages: () => extraPages(root) } : {}),
  });
  let stamp = '';
  const fresh = () => {
    // A new day may end a section (src/content/end-dates.ts): the data is computed again.
    const now = `${contentToday()}|${contentStamp(root)}`;
    if (now !== stamp) source.invalidate();
    stamp = now;
    return source;
  };
  return {
    name: 'dev-site',
    apply: 'serve',
    configureServer(server) {
      const onChange = (file: string) => {
        if (!SITE_DATA_INPUTS.test(file)) return;
        source.invalidate();
        if (/\.json$/.test(file)) server.ws.send({ type: 'custom', event: 'site-data-changed' });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      server.middlewares.use((req, res, next) => {
        const { pathname } = new URL(req.url ?? '/', 'http://dev');
        if (!pathname.startsWith('/_app/')) return next();
        const value = fresh().get(pathname);
        res.setHeader('cache-control', 'no-store');
        if (value === null || value === undefined) {
          res.statusCode = 404;
          res.end();
          return;
        }
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(value));
      });
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
          // Vite's SPA fallback has rewritten req.url to /index.html by now.
          const requested = req.originalUrl ?? req.url ?? '/';
          try {
            const { status, html } = await pageHtml(server, fresh(), requested);
            const document = await server.transformIndexHtml(requested, html);
            res.statusCode = status;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('cache-control', 'no-store');
            res.end(document);
          } catch (error) {
            next(error);
          }
        });
      };
    },
  };
}

/**
 * A page as the build prerenders it (scripts/prerender/prerender-site.ts): the prerender entry,
 * loaded through Vite (so it runs the current code; Vite drops a changed module and what
 * imports it), renders the URL with the site data on disk, and the browser hydrates it, so a
 * hydration error shows here first. If rendering fails, the empty shell: the browser then
 * renders the page itself and meets the same error, which Vite's overlay (or the editors'
 * overlay, for content) shows as it did before.
 */
async function pageHtml(
  server: ViteDevServer,
  source: SiteDataSource,
  requested: string,
): Promise<{ status: number; html: string }> {
  const url = new URL(requested, 'http://dev');
  const routes = source.routes();
  const match = matchPage(routes, url.pathname);
  if (match) {
    try {
      const entry = (await server.ssrLoadModule(PRERENDER_ENTRY)) as PrerenderModule;
      const { page, html } = await renderPageDocument(
        entry,
        `${url.pathname}${url.search}`,
        match.page,
        entry.fixedRoutes(routes),
        source,
        { scripts: [CLIENT_ENTRY], styles: [], modulePreloads: [] },
      );
      return { status: page.status, html };
    } catch (error) {
      if (error instanceof Error) server.ssrFixStacktrace(error);
      server.config.logger.error(
        `Rendering ${url.pathname} on the server failed; the browser renders it instead.\n${
          error instanceof Error ? (error.stack ?? error.message) : String(error)
        }`,
        { timestamp: true },
      );
    }
  }
  const shell = renderDocument({
    language: match?.language ?? 'de',
    head: '<title>ProL</title>',
    body: '',
    scripts: [CLIENT_ENTRY],
    styles: [],
    start: {
      routes: match ? startRoutes(fixedRoutes(routes), match.page) : [],
      modules: [],
      data: [],
    },
  });
  return { status: 200, html: shell };
}
