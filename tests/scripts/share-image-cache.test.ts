import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    const fallbackFile = join(root, 'shared.png');
    writeFileSync(fallbackFile, 'shared');
    const build = (clientDir: string) =>
      placeShareImages(images, { cacheDir, clientDir, drawer, fallbackFile });

    expect(await build(join(root, 'one'))).toEqual({ drawn: 2, reused: 0, fallbacks: 0 });
    expect(await build(join(root, 'two'))).toEqual({ drawn: 0, reused: 2, fallbacks: 0 });
    expect(started).toBe(1);
    expect(drawnTitles).toEqual(['faq', 'pricing']);
    expect(readFileSync(join(root, 'two', images[1]!.url), 'utf8')).toBe('pricing');

    // A changed text is a new hash: only that one is drawn.
    const changed = [image('faq', 'aaaa'), image('pricing', 'cccc')];
    const third = await placeShareImages(changed, {
      cacheDir,
      clientDir: join(root, 'three'),
      drawer,
      fallbackFile,
    });
    expect(third).toEqual({ drawn: 1, reused: 1, fallbacks: 0 });
    expect(existsSync(join(cacheDir, 'cccc.png'))).toBe(true);
  });

  it('without Chromium a missing picture is the shared one, and is not cached', async () => {
    const root = mkdtempSync(join(tmpdir(), 'prol-share-cache-'));
    dirs.push(root);
    const cacheDir = join(root, 'cache');
    const fallbackFile = join(root, 'shared.png');
    writeFileSync(fallbackFile, 'shared');
    const images = [image('faq', 'aaaa'), image('pricing', 'bbbb')];
    // One picture is in the cache from an earlier build with Chromium.
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(join(cacheDir, 'aaaa.png'), 'faq');

    const result = await placeShareImages(images, {
      cacheDir,
      clientDir: join(root, 'out'),
      drawer: async () => null,
      fallbackFile,
    });
    expect(result).toEqual({ drawn: 0, reused: 1, fallbacks: 1 });
    expect(readFileSync(join(root, 'out', images[0]!.url), 'utf8')).toBe('faq');
    expect(readFileSync(join(root, 'out', images[1]!.url), 'utf8')).toBe('shared');
    expect(existsSync(join(cacheDir, 'bbbb.png'))).toBe(false);
  });
});
