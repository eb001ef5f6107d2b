import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { adminValidatorsPlugin } from './scripts/admin-validators-plugin';
import { devAdminPlugin } from './scripts/vite-dev-admin-plugin';
import { contentValidationPlugin } from './scripts/vite-content-plugin';
import { devApiPlugin } from './scripts/vite-dev-api-plugin';
import { devSitePlugin } from './scripts/vite-dev-site-plugin';
import { contentLinksPlugin } from './scripts/vite-content-links-plugin';
import { sameOriginPlugin } from './scripts/vite-same-origin-plugin';
import { sectionCataloguePlugin } from './scripts/section-catalogue/catalogue-plugin';
import { examplePages } from './scripts/section-catalogue/example-pages';

export default defineConfig({
  plugins: [
    // npm run dev answers only its own origin and serves no file outside what the site loads
    // (not data/, .env, .git): decision 127.
    sameOriginPlugin(),
    // Nor any file behind a symbolic link out of pages/, locales/, public/; a build stops at one
    // in public/ instead of copying what it points to (decision 127).
    contentLinksPlugin(),
    react(),
    tailwindcss(),
    // Before the site's pages: /admin is the admin screens' shell, not a page.
    devAdminPlugin(),
    // First: a content change reaches the page before the (slower) validation runs.
    // The section catalogue's example pages (/__sections/<type>) exist only here.
    devSitePlugin({ extraPages: examplePages }),
    sectionCataloguePlugin(),
    devApiPlugin(),
    contentValidationPlugin(),
    // virtual:admin-validators, for the admin screens' tests (the build adds it itself).
    adminValidatorsPlugin(),
  ],
  // The copyright year of the prerendered HTML (see src/web/lib/use-current-year.ts).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    // Compiled while the server starts, not at the first request (minutes on a busy machine):
    // the browser's entry and what it starts the page with, and the entry the dev server
    // renders pages with (scripts/vite-dev-site-plugin.ts).
    warmup: {
      clientFiles: ['./src/web/app/start/entry-client.tsx', './src/web/app/start/start-client.tsx'],
      ssrFiles: ['./src/web/app/start/entry-prerender.tsx'],
    },
  },
  // No index.html to scan: name the browser code, so the dev server bundles every dependency
  // (also those behind dynamic imports) at start instead of finding them one page at a time
  // and reloading the page each time. Tests give each dev server its own cache.
  optimizeDeps: { entries: ['src/web/**/*.{ts,tsx}'] },
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'tests/content/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
