import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createSiteDataSource } from '../../../src/content/node/site-data-source';
import { LANGUAGES } from '../../../src/content/locales';
import { localizePath } from '../../../src/content/routes';
import { renderPageDocument } from '../../../scripts/prerender/prerender-site';
import * as entry from '../../../src/web/app/start/entry-prerender';

/**
 * Prerenders pages of the project at `root` (a temp copy) in both languages into
 * `<clientDir>/<path>/index.html`, with the build's own function and the app's routes, in the
 * test process: the HTML the build writes, without building the bundles.
 */
export async function prerenderInto(root: string, clientDir: string, paths: string[]) {
  const source = createSiteDataSource(root, { hashSharedTexts: true });
  const routes = source.routes();
  const fixed = entry.fixedRoutes(routes);
  for (const path of paths) {
    const own = routes.find((route) => route.path === path);
    if (!own) throw new Error(`no page at ${path}`);
    for (const language of LANGUAGES) {
      const pathname = localizePath(path, language);
      const { html } = await renderPageDocument(entry, pathname, own, fixed, source, {
        scripts: [],
        styles: [],
        modulePreloads: [],
      });
      const file = join(clientDir, pathname === '/' ? '' : pathname.slice(1), 'index.html');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
    }
  }
}
