/**
 * Build phase (run by scripts/build.ts beside the prerender): every page's share picture
 * (src/content/node/page-head/) into the client build, drawn with Chromium only when the cache
 * (node_modules/.cache/prol-share-images) lacks it.
 * `node --import tsx scripts/build/share-images.ts <outDir>`.
 */
import { join, resolve } from 'node:path';
import { createSiteDataSource } from '../../src/content/node/site-data-source';
import { meterPhase } from './phase-meter';
import { chromiumShareImageDrawer } from './share-image-drawer';
import { placeShareImages, SHARE_IMAGE_CACHE } from './share-image-cache';

const outDir = resolve(process.argv[2] ?? 'dist');
const root = resolve('.');
const meter = meterPhase('share-images');
const images = createSiteDataSource(root, { hashSharedTexts: true }).shareImages();
let close: (() => Promise<void>) | null = null;
const { drawn, reused } = await placeShareImages(images, {
  cacheDir: join(root, SHARE_IMAGE_CACHE),
  clientDir: join(outDir, 'client'),
  drawer: async () => {
    const drawer = await chromiumShareImageDrawer(root);
    close = drawer.close;
    return drawer.draw;
  },
});
await (close as (() => Promise<void>) | null)?.();
meter.done(`(${drawn} drawn, ${reused} from the cache)`);
