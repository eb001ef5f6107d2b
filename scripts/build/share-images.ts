/**
 * Build phase (run by scripts/build.ts beside the prerender): every page's share picture
 * (src/content/node/page-head/) into the client build, drawn with Chromium only when the cache
 * (node_modules/.cache/prol-share-images) lacks it.
 * `node --import tsx scripts/build/share-images.ts <outDir>`.
 */
import { join, resolve } from 'node:path';
import { createSiteDataSource } from '../../src/content/node/site-data-source';
import { meterPhase } from './phase-meter';
import { chromiumExecutable } from '../../tests/e2e/support/chromium';
import { chromiumShareImageDrawer } from './share-image-drawer';
import { placeShareImages, SHARE_IMAGE_CACHE } from './share-image-cache';

/** The site's one shared picture (public/), 1200 x 630 like the drawn ones. */
const SITE_SHARE_IMAGE = 'images/share/prol-share.png';
const outDir = resolve(process.argv[2] ?? 'dist');
const root = resolve('.');
const meter = meterPhase('share-images');
const images = createSiteDataSource(root, { hashSharedTexts: true }).shareImages();
let close: (() => Promise<void>) | null = null;
const { drawn, reused, fallbacks } = await placeShareImages(images, {
  // SHARE_IMAGE_CACHE_DIR: another folder, e.g. an empty one to time a cold build without
  // emptying the cache other builds on this machine share (decision 254).
  cacheDir: resolve(process.env.SHARE_IMAGE_CACHE_DIR ?? join(root, SHARE_IMAGE_CACHE)),
  clientDir: join(outDir, 'client'),
  // `npm start` on a machine without Chromium still builds the site: those pages share one picture.
  drawer: async () => {
    if (!hasChromium()) return null;
    const drawer = await chromiumShareImageDrawer(root);
    close = drawer.close;
    return drawer.draw;
  },
  fallbackFile: join(root, 'public', SITE_SHARE_IMAGE),
});
await (close as (() => Promise<void>) | null)?.();
meter.done(`(${drawn} drawn, ${reused} from the cache)`);
if (fallbacks)
  console.warn(
    `⚠ No Chromium on this machine: ${fallbacks} share pictures are the site's shared picture ` +
      `(${SITE_SHARE_IMAGE}). Install it (apt-get install -y chromium, or set CHROMIUM_PATH) ` +
      'and build again to draw each page its own.',
  );

function hasChromium(): boolean {
  try {
    chromiumExecutable();
    return true;
  } catch {
    return false;
  }
}
