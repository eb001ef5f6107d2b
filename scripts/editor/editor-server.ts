import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createServer } from 'vite';
import { editorApiPlugin } from './api-plugin';

const CODE_ROOT = resolve(import.meta.dirname, '..', '..');

/** The editor's Vite server: the editor app (editor/), the API, public/ of the content root. */
export function createEditorServer({ root, port }: { root: string; port: number }) {
  return createServer({
    configFile: false,
    root: resolve(CODE_ROOT, 'editor'),
    publicDir: resolve(root, 'public'),
    cacheDir: resolve(CODE_ROOT, 'node_modules/.vite-editor'),
    plugins: [react(), tailwindcss(), editorApiPlugin(root, CODE_ROOT)],
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
    server: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      open: false,
      fs: { allow: [CODE_ROOT, root] },
    },
    optimizeDeps: {
      entries: ['index.html', 'preview.html'],
    },
    logLevel: 'warn',
  });
}
