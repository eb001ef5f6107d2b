import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { filesInFolder, isInside, realFolder, staysWithin } from '../src/content/node/folder-links';

/**
 * Why the file a request names lies behind a symbolic link out of its content folder (pages/,
 * locales/, public/), or null: the path as Vite would read it from public/ (`publicDir`), from
 * its root, or by `/@fs/`, each judged by its real path against the folder's (decision 127).
 */
export function linkOutOfFolder(
  url: string,
  options: { folders: string[]; root: string; publicDir: string | null },
): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
  } catch {
    return null;
  }
  const candidates = pathname.startsWith('/@fs/')
    ? [pathname.slice('/@fs'.length)]
    : [
        ...(options.publicDir ? [join(options.publicDir, pathname)] : []),
        join(options.root, pathname),
      ];
  for (const folder of options.folders) {
    const names = [...new Set([folder, realFolder(folder)])];
    for (const path of candidates) {
      if (names.some((name) => isInside(name, path)) && !staysWithin(folder, path))
        return `${pathname} lies behind a symbolic link that leads out of ${folder}`;
    }
  }
  return null;
}

function refuse(response: ServerResponse) {
  response.statusCode = 403;
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(
    'Diese Datei liegt hinter einer Verknüpfung aus ihrem Ordner hinaus; sie wird nicht ausgeliefert.\n' +
      'This file lies behind a symbolic link out of its folder; it is not served.\n',
  );
}

/** The middleware: 403 for a request through such a link, the others go on to Vite. */
export function contentLinksMiddleware(options: {
  folders: string[];
  root: string;
  publicDir: string | null;
}) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (linkOutOfFolder(request.url ?? '/', options) === null) return next();
    refuse(response);
  };
}

/**
 * `npm run dev` and `npm run edit` serve no file through a symbolic link that leads out of
 * pages/, locales/ or public/ (Vite's public-folder serving follows links and skips
 * `server.fs.deny`), and a Vite build that copies public/ stops at such a link instead of
 * publishing what it points to (decision 127). `contentRoot` defaults to Vite's root.
 */
export function contentLinksPlugin(options: { contentRoot?: string } = {}): Plugin {
  let folders: string[] = [];
  let publicDir: string | null = null;
  let copyPublicDir = true;
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'content-links-stay-inside',
    enforce: 'pre',
    configResolved(config) {
      const contentRoot = options.contentRoot ?? config.root;
      folders = ['pages', 'locales', 'public'].map((dir) => resolve(contentRoot, dir));
      publicDir = config.publicDir || null;
      copyPublicDir = config.build.copyPublicDir;
      command = config.command;
      if (publicDir && !folders.includes(publicDir)) folders.push(publicDir);
    },
    configureServer(server) {
      server.middlewares.use(
        contentLinksMiddleware({ folders, root: server.config.root, publicDir }),
      );
    },
    buildStart() {
      if (command !== 'build' || !publicDir || !copyPublicDir) return;
      const found: string[] = [];
      filesInFolder(resolve(publicDir, '..'), publicDir.split(/[\\/]/).pop() ?? 'public', (file) =>
        found.push(file),
      );
      if (found.length > 0)
        this.error(
          `Not copying public/: ${found.join(', ')} ${found.length === 1 ? 'is a link' : 'are links'} out of the folder or to nothing; replace each by the file itself (npm run validate names them).`,
        );
    },
  };
}
