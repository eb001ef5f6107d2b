import type { Plugin } from 'vite';
import { adminShell } from './build/admin-bundle';

const ADMIN_URL = /^\/(en\/)?admin(\/|$|\?)/;

/**
 * `npm run dev` serves the admin screens too: every URL under /admin and /en/admin answers with
 * the admin shell, its script the entry's source (hot reload through Vite), as the production
 * server answers with the built shell. The API runs beside it (vite-dev-api-plugin.ts); set
 * ADMIN_TOKEN for `npm run dev` to sign in.
 */
export function devAdminPlugin(): Plugin {
  return {
    name: 'dev-admin',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        if (req.method !== 'GET' || !ADMIN_URL.test(url)) return next();
        const language = url.startsWith('/en/') ? 'en' : 'de';
        const shell = adminShell(language, 'src/web/admin/entry-admin.tsx', []);
        server
          .transformIndexHtml(url, shell)
          .then((html) => {
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.setHeader('x-robots-tag', 'noindex, nofollow');
            res.end(html);
          })
          .catch(next);
      });
    },
  };
}
