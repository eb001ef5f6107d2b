import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

/**
 * The admin screens (/admin, /en/admin): a Vite build of their own, run after the site's, into
 * dist/client/assets/admin/, with their own manifest. A separate module graph, so nothing of the
 * admin code, its texts or its libraries (Headless UI dialog, swr, the schema validators) can
 * reach a chunk of the public pages (decision 140). vite.config.ts brings the plugin of
 * `virtual:admin-validators`. Then the two HTML shells that load it.
 */
export async function buildAdmin(clientDir: string): Promise<void> {
  const manifestName = '.vite/admin-manifest.json';
  await build({
    logLevel: 'warn',
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: manifestName,
      rollupOptions: {
        input: { admin: 'src/web/admin/entry-admin.tsx' },
        output: {
          entryFileNames: 'assets/admin/[name]-[hash].js',
          chunkFileNames: 'assets/admin/[name]-[hash].js',
          assetFileNames: 'assets/admin/[name]-[hash][extname]',
        },
      },
    },
  });
  const manifest = JSON.parse(readFileSync(join(clientDir, manifestName), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; css?: string[] }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('admin build: no entry in its manifest');
  for (const language of ['de', 'en'] as const) {
    const dir = resolve(clientDir, language === 'de' ? 'admin' : 'en/admin');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), adminShell(language, entry.file, entry.css ?? []));
  }
}

const TITLES = { de: 'Verwaltung | ProL', en: 'Administration | ProL' } as const;

/** A page that is only a mount point: never indexed, never in the sitemap, not linked. */
export function adminShell(language: 'de' | 'en', script: string, styles: string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${TITLES[language]}</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...styles.map((href) => `<link rel="stylesheet" href="/${href}">`),
    `<script type="module" src="/${script}"></script>`,
    '</head>',
    '<body>',
    '<div id="admin-root"></div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
