/**
 * `npm run build`: validate content, build the browser bundle, build the prerender bundle,
 * then render every route in German and English to static HTML in dist/client.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { createSiteDataSource } from '../src/content/node/site-data-source';
import { validateContentAt } from '../src/content/node/validate-content';
import { chunkModulesPlugin } from './prerender/chunk-modules-plugin';
import { clientCodeSplitting } from './prerender/client-chunks';
import { precompressSite } from './prerender/precompress';
import { prerenderSite } from './prerender/prerender-site';
import { writeSitemap } from './prerender/sitemap';

const started = performance.now();
const root = resolve('.');
// BUILD_OUT_DIR lets parallel test runs build into their own folder; the default is dist/.
const outDir = resolve(process.env.BUILD_OUT_DIR ?? 'dist');
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
const phases: string[] = [];
let phaseStart = performance.now();
const phaseDone = (name: string) => {
  const now = performance.now();
  phases.push(`${name} ${((now - phaseStart) / 1000).toFixed(1)} s`);
  phaseStart = now;
};
{
  // In a block: the validated documents are garbage once checked (memory at thousands of pages).
  const report = validateContentAt(root);
  if (report.problems.length > 0) {
    console.error(report.text);
    process.exit(1);
  }
}
phaseDone('validate');
process.env.CONTENT_VALIDATED = '1';
rmSync(outDir, { recursive: true, force: true });
await build({
  logLevel: 'warn',
  plugins: [chunkModulesPlugin()],
  build: {
    outDir: resolve(outDir, 'client'),
    manifest: true,
    rollupOptions: {
      input: 'src/web/app/entry-client.tsx',
      output: { codeSplitting: clientCodeSplitting },
    },
  },
});
phaseDone('client bundle');
await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/web/app/entry-prerender.tsx',
    outDir: resolve(outDir, 'ssr'),
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
phaseDone('prerender bundle');
const entry = (await import(
  pathToFileURL(resolve(outDir, 'ssr/entry-prerender.js')).href
)) as Parameters<typeof prerenderSite>[0] & { siteConfig: { siteOrigin: string } };
const source = createSiteDataSource(root, { hashSharedTexts: true });
const written = await prerenderSite(entry, resolve(outDir, 'client'), source);
rmSync(resolve(outDir, 'ssr'), { recursive: true, force: true });
phaseDone('prerender');
const listed = writeSitemap(resolve(outDir, 'client'), entry.siteConfig.siteOrigin);
phaseDone('sitemap');
await precompressSite(resolve(outDir, 'client'));
phaseDone('compress');
console.log(
  `built ${written} HTML files (${listed} in sitemap.xml) in ${((performance.now() - started) / 1000).toFixed(1)} s (${phases.join(', ')})`,
);
