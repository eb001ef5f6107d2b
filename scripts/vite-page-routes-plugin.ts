import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const PUBLIC_ID = 'virtual:page-routes';
const RESOLVED_ID = `\0${PUBLIC_ID}`;
const PAGES_DIR = /[/\\]pages[/\\][^/\\]+\.json$/;

/** Which page file serves which paths: all the browser needs to find the file to load. */
export interface PageRoute {
  /** The page file's name without `.json`, e.g. `faq`. */
  file: string;
  path: string;
  aliases?: string[];
  /** The section types the page uses, so their components load in parallel with the file. */
  sectionTypes: string[];
}

function readPageRoutes(pagesDir: string): PageRoute[] {
  const routes: PageRoute[] = [];
  for (const name of readdirSync(pagesDir).sort()) {
    if (!name.endsWith('.json') || name === 'site.json') continue;
    try {
      const page = JSON.parse(readFileSync(join(pagesDir, name), 'utf8')) as Omit<
        PageRoute,
        'file' | 'sectionTypes'
      > & { sections: { type: string }[] };
      routes.push({
        file: name.slice(0, -'.json'.length),
        path: page.path,
        aliases: page.aliases,
        sectionTypes: [...new Set(page.sections.map((section) => section.type))],
      });
    } catch {
      // A broken page file: the content validation stops the build, or shows it in dev.
    }
  }
  return routes;
}

/**
 * `virtual:page-routes`: the path and aliases of every page file, without the rest of the
 * file. The browser resolves a URL against this small list and then loads only that page's
 * file, instead of carrying every page in its first download.
 */
export function pageRoutesPlugin(): Plugin {
  const pagesDir = join(process.cwd(), 'pages');
  return {
    name: 'page-routes',
    resolveId: (id) => (id === PUBLIC_ID ? RESOLVED_ID : undefined),
    load: (id) =>
      id === RESOLVED_ID
        ? `export default ${JSON.stringify(readPageRoutes(pagesDir))};`
        : undefined,
    configureServer(server) {
      const onChange = (file: string) => {
        if (!PAGES_DIR.test(file)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
