import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { createSiteDataSource } from '../src/content/node/site-data-source';
import { fixedRoutes, startRoutes } from '../src/content/site-data';
import { resolvePage, splitLanguage } from '../src/content/routes';
import { renderDocument } from '../src/web/app/document';

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
 * The dev server's site: the HTML shell for every page URL (there is no index.html; the build
 * prerenders instead) and the site-data files the page's JavaScript reads, computed from the
 * files on disk. When content changes, the page reloads its data in place (no full reload).
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
    const now = contentStamp(root);
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
          const url = new URL(requested, 'http://dev');
          const { language, path } = splitLanguage(url.pathname);
          const routes = fresh().routes();
          const own = resolvePage(routes, path)?.page;
          const shell = renderDocument({
            language: language ?? 'de',
            head: '<title>ProL</title>',
            body: '',
            scripts: ['/src/web/app/entry-client.tsx'],
            styles: [],
            start: {
              routes: own ? startRoutes(fixedRoutes(routes), own) : [],
              modules: [],
              data: [],
            },
          });
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(await server.transformIndexHtml(requested, shell));
        });
      };
    },
  };
}
