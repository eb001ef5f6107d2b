import { copyFileSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { GeneratedShareImage } from '../../src/content/node/page-head/share-image';

/**
 * Kept between builds (and between checkouts that share node_modules): pictures are named by
 * content hash, so one drawn once is never drawn again (decision 250).
 */
export const SHARE_IMAGE_CACHE = join('node_modules', '.cache', 'prol-share-images');

/** Draws one picture into the PNG file `out`. */
export type DrawShareImage = (image: GeneratedShareImage, out: string) => Promise<void>;

/** The cache file of a picture: the hash part of its name (`faq.de.<hash>.png` -> `<hash>.png`). */
export function cacheFile(cacheDir: string, image: GeneratedShareImage): string {
  const hash = basename(image.url, '.png').split('.').at(-1) ?? '';
  return join(cacheDir, `${hash}.png`);
}

/**
 * Puts every picture into the client build (`clientDir` + its URL): from the cache, drawing
 * only those it lacks. `draw` is asked for first when a picture is missing (starting Chromium
 * costs a second; a build with nothing new does not start it). Where it cannot draw (`drawer`
 * gives null: no Chromium on this machine), a missing picture becomes a copy of `fallbackFile`
 * (the site's shared picture, same size), not cached, so the next build with Chromium draws it.
 */
export async function placeShareImages(
  images: readonly GeneratedShareImage[],
  {
    cacheDir,
    clientDir,
    drawer,
    fallbackFile,
  }: {
    cacheDir: string;
    clientDir: string;
    drawer: () => Promise<DrawShareImage | null>;
    fallbackFile: string;
  },
): Promise<{ drawn: number; reused: number; fallbacks: number }> {
  mkdirSync(cacheDir, { recursive: true });
  let draw: DrawShareImage | null | undefined;
  let drawn = 0;
  let fallbacks = 0;
  for (const image of images) {
    const cached = cacheFile(cacheDir, image);
    const out = join(clientDir, image.url);
    mkdirSync(dirname(out), { recursive: true });
    if (!existsSync(cached)) {
      if (draw === undefined) draw = await drawer();
      if (!draw) {
        copyFileSync(fallbackFile, out);
        fallbacks++;
        continue;
      }
      // Another build may draw the same picture at the same time: each writes its own file and
      // renames it into place, which is atomic, so no build copies half a picture.
      const partial = `${cached}.${process.pid}.tmp`;
      await draw(image, partial);
      renameSync(partial, cached);
      drawn++;
    }
    copyFileSync(cached, out);
  }
  return { drawn, reused: images.length - drawn - fallbacks, fallbacks };
}
