import { resolve, sep } from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createServer, type Plugin } from 'vite';
import { contentLinksPlugin } from '../vite-content-links-plugin';
import { devApiPlugin } from '../vite-dev-api-plugin';
import { sameOriginPlugin } from '../vite-same-origin-plugin';
import { editorApiPlugin } from './api-plugin';

const CODE_ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * The content files the editor writes, as the site's code sees them. The site imports
 * pages/site.json (menu, footer, the company's address) from its own folder: the preview reads
 * the edited project's file instead. And a save is no code change: the editor hands pages and
 * texts to its preview itself, so a write under pages/ or locales/ hot-updates no module. (It
 * did: saving the menu re-ran the site's modules in both windows, the preview's section list
 * started empty and showed every section as unknown; decision 124.) After writing site.json the
 * editor reloads its preview, which then reads the new file.
 */
function contentFiles(root: string): Plugin {
  const codeSite = resolve(CODE_ROOT, 'pages', 'site.json');
  const contentSite = resolve(root, 'pages', 'site.json');
  const content = [resolve(root, 'pages') + sep, resolve(root, 'locales') + sep];
  return {
    name: 'prol-editor-content-files',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith('site.json') || !importer || codeSite === contentSite) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved?.id === codeSite ? contentSite : null;
    },
    hotUpdate({ file }) {
      if (file.endsWith('.json') && content.some((dir) => resolve(file).startsWith(dir))) return [];
    },
  };
}

/** The editor's Vite server: the editor app (editor/), the API, public/ of the content root. */
export function createEditorServer({ root, port }: { root: string; port: number }) {
  return createServer({
    configFile: false,
    root: resolve(CODE_ROOT, 'editor'),
    publicDir: resolve(root, 'public'),
    cacheDir: resolve(CODE_ROOT, 'node_modules/.vite-editor'),
    plugins: [
      // Only the editor's own page may read or write through it, and the file server hands out
      // only what the editor and its preview load (not data/ or .env of either folder).
      sameOriginPlugin({
        codeRoot: CODE_ROOT,
        contentRoot: root,
        also: [resolve(CODE_ROOT, 'editor')],
      }),
      // Nor a file behind a link out of pages/, locales/ or public/ (decision 127).
      contentLinksPlugin({ contentRoot: root }),
      contentFiles(root),
      react(),
      tailwindcss(),
      editorApiPlugin(root, CODE_ROOT),
      // The preview's contact form loads its topics from /api as under npm run dev (issue 38.7).
      devApiPlugin({ cwd: root }),
    ],
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
    server: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      open: false,
    },
    optimizeDeps: {
      entries: ['index.html', 'preview.html'],
    },
    logLevel: 'warn',
  });
}
