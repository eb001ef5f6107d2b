/**
 * `npm run build`: validate content, build the browser bundle, build the prerender bundle,
 * then render every route in German and English to static HTML in dist/client.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { validateContentAt } from '../src/content/node/validate-content';
import { clientCodeSplitting } from './prerender/client-chunks';
import { precompressSite } from './prerender/precompress';
import { prerenderSite } from './prerender/prerender-site';
import { writeSitemap } from './prerender/sitemap';

const started = performance.now();
const root = resolve('.');
// BUILD_OUT_DIR lets parallel test runs build into their own folder; the default is dist/.
const outDir = resolve(process.env.BUILD_OUT_DIR ?? 'dist');
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
const report = validateContentAt(root);
if (report.problems.length > 0) {
  console.error(report.text);
  process.exit(1);
}
rmSync(outDir, { recursive: true, force: true });
await build({
  logLevel: 'warn',
  build: {
    outDir: resolve(outDir, 'client'),
    manifest: true,
    rollupOptions: {
      input: 'src/web/app/entry-client.tsx',
      output: { codeSplitting: clientCodeSplitting },
    },
  },
});
await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/web/app/entry-prerender.tsx',
    outDir: resolve(outDir, 'ssr'),
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
const entry = (await import(
  pathToFileURL(resolve(outDir, 'ssr/entry-prerender.js')).href
)) as Parameters<typeof prerenderSite>[0] & { site: { siteOrigin: string } };
const written = await prerenderSite(entry, resolve(outDir, 'client'));
rmSync(resolve(outDir, 'ssr'), { recursive: true, force: true });
const listed = writeSitemap(resolve(outDir, 'client'), entry.site.siteOrigin);
await precompressSite(resolve(outDir, 'client'));
console.log(
  `built ${written} HTML files (${listed} in sitemap.xml) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
