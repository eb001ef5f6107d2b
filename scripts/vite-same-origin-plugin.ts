import { existsSync, realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { TLSSocket } from 'node:tls';
import type { Plugin } from 'vite';

/** Vite's default `server.fs.deny`, which setting the option replaces. */
const VITE_DENY = [
  '.env',
  '.env.*',
  '*.{crt,pem,key,p12,pfx,cer,der}',
  '.npmrc',
  '.yarnrc.yml',
  '**/.git/**',
];
/** And what data/ holds wherever it lies: the contact database and the mails written as files. */
const DENY = [...VITE_DENY, '.env*', '*.sqlite', '*.sqlite-*', '*.db', '*.eml'];

/** Inter's rarer subsets, which the site's CSS loads from node_modules (the package files the browser asks for). */
function fontFolder(codeRoot: string): string | null {
  // As the code root resolves it; a scratch copy without node_modules: as this project does.
  for (const from of [join(codeRoot, 'package.json'), import.meta.url]) {
    try {
      return dirname(createRequire(from).resolve('@fontsource-variable/inter/package.json'));
    } catch {
      // try the next
    }
  }
  return null;
}

/**
 * What the dev server and the editor may hand out by file path (`server.fs.allow`): the site's
 * browser code, the content the preview imports (pages/, locales/, public/ of the content root),
 * Vite's dependency cache and the font. Not data/, .env, .git, the server's code or the other
 * packages. Each folder also by its real path, since Vite names a linked file by its target.
 */
export function servedFolders(options: {
  codeRoot: string;
  contentRoot: string;
  cacheDir: string;
  also?: string[];
}): string[] {
  const { codeRoot, contentRoot } = options;
  const folders = [
    ...['src/web', 'src/content', 'src/generated'].map((dir) => join(codeRoot, dir)),
    ...['pages', 'locales', 'public'].map((dir) => join(contentRoot, dir)),
    options.cacheDir,
    fontFolder(codeRoot),
    ...(options.also ?? []),
  ].filter((dir): dir is string => dir !== null);
  const real = folders.filter((dir) => existsSync(dir)).map((dir) => realpathSync(dir));
  return [...new Set([...folders, ...real])];
}

/**
 * Why a request comes from a page of another origin, or null when it does not: an `Origin` other
 * than the server's own, or a browser's `Sec-Fetch-Site` of another site. Requests with neither
 * (the address typed in, curl, the tests' fetch) pass; the Host itself is checked by Vite
 * (`server.allowedHosts`, which refuses other names against DNS rebinding).
 */
export function foreignOrigin(request: IncomingMessage): string | null {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return `Sec-Fetch-Site: ${site}`;
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  const scheme = (request.socket as TLSSocket).encrypted ? 'https' : 'http';
  const own = `${scheme}://${request.headers.host ?? ''}`.toLowerCase();
  return origin.toLowerCase() === own ? null : `Origin: ${origin}`;
}

function refuse(response: ServerResponse, host: string) {
  response.statusCode = 403;
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(
    `Nur Seiten dieser Adresse dürfen diesen Entwicklungsserver abfragen. Öffnen Sie http://${host}/ direkt.\n` +
      `Only pages of this address may ask this development server. Open http://${host}/ directly.\n`,
  );
}

/**
 * `npm run dev` and `npm run edit` answer only their own origin (decision 127): Vite's CORS is
 * off, its file server serves only `servedFolders`, and a middleware ahead of every other one
 * (the editor's API, the site data, Vite's /@fs/, /@vite/, /src/, /node_modules/) refuses a
 * request from another origin. `codeRoot`/`contentRoot` default to Vite's root.
 */
export function sameOriginPlugin(
  options: { codeRoot?: string; contentRoot?: string; also?: string[] } = {},
): Plugin {
  return {
    name: 'same-origin-only',
    apply: 'serve',
    enforce: 'pre',
    config(config) {
      const root = resolve(config.root ?? process.cwd());
      const allow = servedFolders({
        codeRoot: options.codeRoot ?? root,
        contentRoot: options.contentRoot ?? root,
        cacheDir: resolve(root, config.cacheDir ?? 'node_modules/.vite'),
        also: options.also,
      });
      return { server: { cors: false, fs: { strict: true, allow, deny: DENY } } };
    },
    configResolved(config) {
      if (config.server.allowedHosts === true)
        throw new Error('server.allowedHosts: true would answer any host name (DNS rebinding).');
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (foreignOrigin(request) === null) return next();
        refuse(response, request.headers.host ?? '127.0.0.1');
      });
    },
  };
}
