/**
 * Renders one URL of a built project the way the build's prerender does (scripts/build/pages.ts):
 * `node --import tsx tests/scripts/support/render-page.ts <root> <page file> <url>` prints the
 * page's HTML body. Its own process, so the test runner never imports the SSR bundle.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSiteDataSource } from '../../../src/content/node/site-data-source';
import type * as Entry from '../../../src/web/app/start/entry-prerender';

const [root = '.', file = '', url = '/'] = process.argv.slice(2);
const entry = (await import(
  pathToFileURL(join(root, 'dist', 'ssr', 'entry-prerender.js')).href
)) as typeof Entry;
const source = createSiteDataSource(root, { hashSharedTexts: true });
const routes = source.routes();
const own = routes.find((route) => route.file === file);
if (!own) throw new Error(`no page file ${file}`);
const page = await entry.prerender(url, own, entry.fixedRoutes(routes), (u) => source.get(u));
process.stdout.write(page.html);
