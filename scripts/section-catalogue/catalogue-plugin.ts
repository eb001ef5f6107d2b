import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Plugin } from 'vite';
import { CATALOGUE_IMAGES_PATH, cataloguePage } from './catalogue-page';
import { CATALOGUE_PATH } from './example-pages';

/**
 * `npm run dev`: the section catalogue at /__sections and its screenshots. The example pages
 * (/__sections/<type>) are served by the dev-site plugin as extra pages (example-pages.ts).
 */
export function sectionCataloguePlugin(): Plugin {
  const root = process.cwd();
  return {
    name: 'section-catalogue',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const { pathname } = new URL(req.url ?? '/', 'http://dev');
        if (pathname === CATALOGUE_PATH || pathname === `${CATALOGUE_PATH}/`) {
          cataloguePage(root).then(
            (html) => {
              res.setHeader('Content-Type', 'text/html; charset=utf-8');
              res.setHeader('Cache-Control', 'no-store');
              res.end(html);
            },
            (error: unknown) => next(error),
          );
          return;
        }
        if (pathname.startsWith(CATALOGUE_IMAGES_PATH) && pathname.endsWith('.webp')) {
          // basename: nothing outside docs/sections/ can be asked for.
          const file = join(root, 'docs', 'sections', basename(pathname));
          readFile(file).then(
            (bytes) => {
              res.setHeader('Content-Type', 'image/webp');
              res.end(bytes);
            },
            () => {
              res.statusCode = 404;
              res.end();
            },
          );
          return;
        }
        next();
      });
    },
  };
}
