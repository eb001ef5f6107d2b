import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { placeShareImages, type DrawShareImage } from '../../scripts/build/share-image-cache';
import type { GeneratedShareImage } from '../../src/content/node/page-head/share-image';

const image = (file: string, hash: string): GeneratedShareImage => ({
  url: `/images/share/pages/${file}.de.${hash}.png`,
  language: 'de',
  eyebrow: 'FAQ',
  title: file,
  productName: 'ProL',
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('share pictures are drawn once per content hash (issue 39)', () => {
  it('draws what the cache lacks, then nothing, and starts no browser for a warm cache', async () => {
    const root = mkdtempSync(join(tmpdir(), 'prol-share-cache-'));
    dirs.push(root);
    const cacheDir = join(root, 'cache');
    const drawnTitles: string[] = [];
    let started = 0;
    const drawer = async (): Promise<DrawShareImage> => {
      started++;
      return async (picture, out) => {
        drawnTitles.push(picture.title);
        writeFileSync(out, picture.title);
      };
    };
    const images = [image('faq', 'aaaa'), image('pricing', 'bbbb')];
    const build = (clientDir: string) => placeShareImages(images, { cacheDir, clientDir, drawer });

    expect(await build(join(root, 'one'))).toEqual({ drawn: 2, reused: 0 });
    expect(await build(join(root, 'two'))).toEqual({ drawn: 0, reused: 2 });
    expect(started).toBe(1);
    expect(drawnTitles).toEqual(['faq', 'pricing']);
    expect(readFileSync(join(root, 'two', images[1]!.url), 'utf8')).toBe('pricing');

    // A changed text is a new hash: only that one is drawn.
    const changed = [image('faq', 'aaaa'), image('pricing', 'cccc')];
    const third = await placeShareImages(changed, {
      cacheDir,
      clientDir: join(root, 'three'),
      drawer,
    });
    expect(third).toEqual({ drawn: 1, reused: 1 });
    expect(existsSync(join(cacheDir, 'cccc.png'))).toBe(true);
  });
});
