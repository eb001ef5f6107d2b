import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressSite } from '../../scripts/prerender/precompress';
import { tempDir } from '../server/helpers/test-config';

const { dir, cleanup } = tempDir('precompress-');
afterAll(cleanup);

const write = (relative: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  fs.writeFileSync(path.join(dir, relative), content);
};

describe('precompressSite', () => {
  it('writes .br and .gz beside every text file that is worth it, with the same content', async () => {
    const page = `<!doctype html><title>x</title>${'<p>Ein Absatz über Texte.</p>'.repeat(100)}`;
    write('index.html', page);
    write('en/faq/index.html', page.replace('Ein', 'A'));
    write('assets/app-1.js', 'console.log("hello");'.repeat(100));
    write('sitemap.xml', `<urlset>${'<url><loc>https://x/</loc></url>'.repeat(50)}</urlset>`);
    write('images/logo.svg', `<svg>${'<path d="M0 0"/>'.repeat(100)}</svg>`);
    write('robots.txt', 'User-agent: *\n'); // too small to gain anything
    write('images/photo.webp', Buffer.alloc(4096, 7)); // already compressed kind: left alone

    const report = await precompressSite(dir);

    expect(report.files).toBe(5);
    for (const file of [
      'index.html',
      'en/faq/index.html',
      'assets/app-1.js',
      'sitemap.xml',
      'images/logo.svg',
    ]) {
      const original = fs.readFileSync(path.join(dir, file));
      const br = fs.readFileSync(path.join(dir, `${file}.br`));
      const gz = fs.readFileSync(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length, file).toBeLessThan(original.length);
    }
    expect(fs.existsSync(path.join(dir, 'robots.txt.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'images/photo.webp.br'))).toBe(false);
    expect(report.brotliBytes).toBeLessThan(report.gzipBytes);
  });
});
