/**
 * Build phase 2 (run by scripts/build.ts in its own process): the browser bundle and the
 * prerender bundle. `node --import tsx scripts/build/bundles.ts <outDir>`.
 */
import { resolve } from 'node:path';
import { build } from 'vite';
import { chunkModulesPlugin } from '../prerender/chunk-modules-plugin';
import { clientCodeSplitting } from '../prerender/client-chunks';
import { buildAdmin } from './admin-bundle';
import { meterPhase } from './phase-meter';

const outDir = resolve(process.argv[2] ?? 'dist');
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
// scripts/build.ts validated the content once before this phase.
process.env.CONTENT_VALIDATED = '1';

const client = meterPhase('client-bundle');
await build({
  logLevel: 'warn',
  plugins: [chunkModulesPlugin()],
  build: {
    outDir: resolve(outDir, 'client'),
    // scripts/build.ts emptied outDir, and the share pictures are being written into it now.
    emptyOutDir: false,
    manifest: true,
    rollupOptions: {
      input: 'src/web/app/start/entry-client.tsx',
      output: { codeSplitting: clientCodeSplitting },
    },
  },
});
client.done();
const admin = meterPhase('admin-bundle');
await buildAdmin(resolve(outDir, 'client'));
admin.done();
const ssr = meterPhase('prerender-bundle');
await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/web/app/start/entry-prerender.tsx',
    outDir: resolve(outDir, 'ssr'),
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
ssr.done();
