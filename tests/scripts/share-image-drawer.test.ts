import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumShareImageDrawer } from '../../scripts/build/share-image-drawer';
import type { GeneratedShareImage } from '../../src/content/node/page-head/share-image';
import { PROJECT_ROOT } from '../helpers/temp-project';

const picture = (title: string): GeneratedShareImage => ({
  url: `/images/share/pages/x.en.${title.length}.png`,
  language: 'en',
  eyebrow: 'FAQ',
  title,
  productName: 'ProL',
});

/** Width and height from a PNG's header. */
const pngSize = (file: Buffer) => ({ width: file.readUInt32BE(16), height: file.readUInt32BE(20) });

const scratch = mkdtempSync(join(tmpdir(), 'prol-share-drawer-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the share picture drawer's screenshots (decision 254)", () => {
  it('draws each picture whole and current: the second of a run is what it is drawn alone', async () => {
    const run = await chromiumShareImageDrawer(PROJECT_ROOT);
    const alone = await chromiumShareImageDrawer(PROJECT_ROOT);
    try {
      // The drawer swaps the document of one tab and captures through the DevTools protocol:
      // a capture of the frame before the swap would repeat the first picture.
      await run.draw(picture('Frequently asked questions'), join(scratch, 'first.png'));
      await run.draw(picture('Clear prices for every need'), join(scratch, 'second.png'));
      await alone.draw(picture('Clear prices for every need'), join(scratch, 'alone.png'));
    } finally {
      await Promise.all([run.close(), alone.close()]);
    }
    const [first, second, single] = ['first', 'second', 'alone'].map((name) =>
      readFileSync(join(scratch, `${name}.png`)),
    );
    expect(second!.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pngSize(second!)).toEqual({ width: 1200, height: 630 });
    expect(second!.equals(first!)).toBe(false);
    expect(second!.equals(single!)).toBe(true);
  });
});
