import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { negotiate } from '../../src/server/site/cached-reply';
import { SiteFileCache } from '../../src/server/site/file-cache';
import { SiteFiles } from '../../src/server/site/site-files';
import { tempDir } from './helpers/test-config';

describe('the site file cache', () => {
  let site: ReturnType<typeof tempDir> | undefined;
  afterEach(() => site?.cleanup());

  const write = (relative: string, content: string | Buffer) => {
    const file = path.join(site!.dir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };

  it('keeps at most its byte budget, dropping the least recently used file first', async () => {
    site = tempDir('site-cache-');
    for (const name of ['a', 'b', 'c']) write(`${name}.png`, Buffer.alloc(400, name));
    const files = (await SiteFiles.open(site.dir))!;
    const cache = new SiteFileCache(files, { maxBytes: 1_000, maxFileBytes: 500 });
    expect((await cache.get('a.png'))?.identity.body[0]).toBe('a'.charCodeAt(0));
    await cache.get('b.png');
    await cache.get('a.png'); // a is now the most recently used
    await cache.get('c.png'); // 1,200 bytes: b leaves
    write('a.png', Buffer.alloc(400, 'x'));
    write('b.png', Buffer.alloc(400, 'y'));
    expect((await cache.get('a.png'))?.identity.body[0]).toBe('a'.charCodeAt(0));
    expect((await cache.get('b.png'))?.identity.body[0]).toBe('y'.charCodeAt(0));
  });

  it('leaves large files and unknown types to the disk', async () => {
    site = tempDir('site-cache-');
    write('big.png', Buffer.alloc(600));
    write('data.bin', 'x');
    const files = (await SiteFiles.open(site.dir))!;
    const cache = new SiteFileCache(files, { maxBytes: 10_000, maxFileBytes: 500 });
    expect(await cache.get('big.png')).toBeUndefined();
    expect(await cache.get('data.bin')).toBeUndefined();
  });

  it("prefers the build's compressed copies and compresses the others once", async () => {
    site = tempDir('site-cache-');
    const page = `<!doctype html><p>${'Seite '.repeat(300)}</p>`;
    write('page/index.html', page);
    write('page/index.html.br', 'build copy');
    write('small.txt', 'tiny');
    const files = (await SiteFiles.open(site.dir))!;
    const cache = new SiteFileCache(files);
    const entry = (await cache.get('page/index.html'))!;
    expect(entry.contentType).toBe('text/html; charset=utf-8');
    expect(entry.compressed.map((r) => r.encoding)).toEqual(['br', 'gzip']);
    expect(entry.compressed[0]!.body.toString()).toBe('build copy');
    // Each encoding has its own tag, so no cache mistakes one for another.
    expect(new Set([entry.identity, ...entry.compressed].map((r) => r.etag)).size).toBe(3);
    // A compressed copy that is not smaller is not kept.
    expect((await cache.get('small.txt'))!.compressed).toEqual([]);
  });
});

describe('choosing an encoding', () => {
  it('follows q-values, then the order of what is there', () => {
    expect(negotiate('gzip, deflate, br', ['br', 'gzip'])).toBe(0);
    expect(negotiate('gzip', ['br', 'gzip'])).toBe(1);
    expect(negotiate('br;q=0.5, gzip', ['br', 'gzip'])).toBe(1);
    expect(negotiate('br;q=0, gzip;q=0', ['br', 'gzip'])).toBe(-1);
    expect(negotiate('identity', ['br', 'gzip'])).toBe(-1);
    expect(negotiate('*', ['br', 'gzip'])).toBe(1);
    expect(negotiate('BR', ['br'])).toBe(0);
  });
});
