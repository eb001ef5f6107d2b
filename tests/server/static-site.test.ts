import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressSite } from '../../scripts/prerender/precompress';
import { LANGUAGE_START_SCRIPT } from '../../src/content/language-start-script';
import { databaseTargets } from './helpers/databases';
import { expectErrorObject } from './helpers/error-object';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { tempDir } from './helpers/test-config';

const [sqlite] = await databaseTargets();
const FIXTURE = path.resolve('tests/fixtures/site');

describe('serving the prerendered site', () => {
  let t: TestApp;
  let copy: ReturnType<typeof tempDir>;
  beforeAll(async () => {
    // A copy, so a symlink pointing outside the site can be added without touching the fixture.
    copy = tempDir('site-');
    fs.cpSync(FIXTURE, copy.dir, { recursive: true });
    fs.symlinkSync(path.resolve('package.json'), path.join(copy.dir, 'linked.json'));
    t = await startTestApp(
      sqlite!,
      { siteDir: copy.dir, appOrigin: 'https://app.prol.example' },
      { startMailWorker: false },
    );
  });
  afterAll(async () => {
    await t?.close();
    copy?.cleanup();
  });

  const get = (
    url: string,
    headers: Record<string, string> = {},
    method: InjectOptions['method'] = 'GET',
  ) => t.app.inject({ method, url, headers });
  const title = (body: string) => /<title>(.*)<\/title>/.exec(body)?.[1];

  describe('language of unprefixed pages', () => {
    it('is German for crawlers (no cookie, no Accept-Language)', async () => {
      const response = await get('/');
      expect(response.statusCode).toBe(200);
      expect(title(response.body)).toBe('Startseite');
      expect(response.headers['content-language']).toBe('de');
      expect(response.headers.vary).toMatch(/Cookie, Accept-Language/);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    });

    it('follows the first Accept-Language', async () => {
      const english = await get('/about', { 'accept-language': 'en-GB,en;q=0.9,de;q=0.8' });
      expect(title(english.body)).toBe('About us');
      expect(english.headers['content-language']).toBe('en');
      const french = await get('/', { 'accept-language': 'fr-FR,fr;q=0.9' });
      expect(title(french.body)).toBe('Home');
      const german = await get('/about', { 'accept-language': 'de-AT,en;q=0.9' });
      expect(title(german.body)).toBe('Über uns');
      const weighted = await get('/', { 'accept-language': 'en;q=0.5, de;q=0.9' });
      expect(title(weighted.body)).toBe('Startseite');
    });

    it('lets the saved locale cookie win over Accept-Language', async () => {
      const en = await get('/products/enterprise', {
        cookie: 'theme=x; locale=en',
        'accept-language': 'de',
      });
      expect(title(en.body)).toBe('Enterprise EN');
      const de = await get('/products/enterprise', {
        cookie: 'locale=de',
        'accept-language': 'en-US',
      });
      expect(title(de.body)).toBe('Enterprise DE');
      expect(de.headers['content-language']).toBe('de');
    });

    it('serves German where an English article has another slug', async () => {
      const response = await get('/news/neues-produkt', { cookie: 'locale=en' });
      expect(title(response.body)).toBe('Neues Produkt');
      expect(response.headers['content-language']).toBe('de');
    });
  });

  it('always serves English under /en, whatever the preference', async () => {
    const response = await get('/en/about', { cookie: 'locale=de', 'accept-language': 'de' });
    expect(title(response.body)).toBe('About us');
    expect(response.headers['content-language']).toBe('en');
    expect(title((await get('/en')).body)).toBe('Home');
  });

  it('redirects a trailing slash to the canonical path, keeping the query', async () => {
    const response = await get('/about/?ref=mail');
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/about?ref=mail');
    expect((await get('/en/')).headers.location).toBe('/en');
  });

  it('answers unknown paths with status 404 and the matching 404 page', async () => {
    const cases: Array<[string, Record<string, string>, string]> = [
      ['/missing', {}, 'Seite nicht gefunden'],
      ['/missing', { 'accept-language': 'en' }, 'Page Not Found'],
      ['/en/missing', {}, 'Page Not Found'],
      ['/news/unknown-article', {}, 'Artikel nicht gefunden'],
      ['/en/news/unknown-article', {}, 'Article Not Found'],
      ['/news/unknown-article', { cookie: 'locale=en' }, 'Article Not Found'],
      ['/assets', {}, 'Seite nicht gefunden'], // a folder without index.html: never a listing
    ];
    for (const [url, headers, expected] of cases) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(404);
      expect(title(response.body), url).toBe(expected);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('never serves files outside the site, dot-files or symlinks leading out', async () => {
    for (const url of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/%2e%2e%2f%2e%2e%2fpackage.json',
      '/assets/..%2f..%2f..%2fpackage.json',
      '/..%5c..%5cpackage.json',
      '/.secret',
      '/%2esecret',
      '/linked.json',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toMatch(/"devDependencies"|do not serve/);
    }
  });

  it('caches hashed assets for a year, HTML never without revalidation, others briefly', async () => {
    const asset = await get('/assets/app-3f9a1c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/images/logo.svg')).headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('revalidates HTML with ETag (304)', async () => {
    const first = await get('/about');
    const etag = String(first.headers.etag);
    expect(etag).not.toBe('undefined');
    expect((await get('/about', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('compresses text with brotli or gzip', async () => {
    const br = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(
      fs.statSync(path.join(FIXTURE, 'assets/app-3f9a1c.js')).size,
    );
  });

  it("sends the build's .br and .gz files as they are, with Vary and Content-Encoding", async () => {
    const site = tempDir('site-precompressed-');
    fs.cpSync(FIXTURE, site.dir, { recursive: true });
    // Big enough to be worth compressing; the fixture's pages are tiny.
    const page = fs.readFileSync(path.join(site.dir, 'about/index.html'), 'utf8');
    fs.writeFileSync(
      path.join(site.dir, 'about/index.html'),
      page.replace('</body>', `${'<p>Über uns und unsere Arbeit.</p>'.repeat(80)}</body>`),
    );
    await precompressSite(site.dir);
    const app = await startTestApp(sqlite!, { siteDir: site.dir }, { startMailWorker: false });
    try {
      const fetchPage = (encoding: string) =>
        app.app.inject({ url: '/about', headers: { 'accept-encoding': encoding } });
      const br = await fetchPage('gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(br.headers.vary).toBe('Cookie, Accept-Language, accept-encoding');
      // Byte for byte the build's file (quality 11), not a per-request compression.
      const onDisk = fs.readFileSync(path.join(site.dir, 'about/index.html.br'));
      expect(br.rawPayload.equals(onDisk)).toBe(true);
      const gz = await fetchPage('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(
        gz.rawPayload.equals(fs.readFileSync(path.join(site.dir, 'about/index.html.gz'))),
      ).toBe(true);
      const plain = await fetchPage('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('Über uns und unsere Arbeit.');
      expect(plain.headers.vary).toBe('Cookie, Accept-Language, accept-encoding');
      const asset = await app.app.inject({
        url: '/assets/app-3f9a1c.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(asset.headers.vary).toBe('accept-encoding');
      // Never the compressed file under its own name.
      expect((await app.app.inject({ url: '/about/index.html.br' })).statusCode).not.toBe(200);
    } finally {
      await app.close();
      site.cleanup();
    }
  });

  it('reads a page once and serves it from memory, headers and ETag included (issue 35)', async () => {
    const site = tempDir('site-memory-');
    fs.cpSync(FIXTURE, site.dir, { recursive: true });
    const app = await startTestApp(sqlite!, { siteDir: site.dir }, { startMailWorker: false });
    try {
      const fetchPage = (headers: Record<string, string> = {}) =>
        app.app.inject({ url: '/about', headers });
      const first = await fetchPage();
      expect(title(first.body)).toBe('Über uns');
      // The build never changes while the server runs: what was read is what is served.
      fs.writeFileSync(path.join(site.dir, 'about/index.html'), '<title>changed on disk</title>');
      const again = await fetchPage();
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['last-modified']).toBe(first.headers['last-modified']);
      expect((await fetchPage({ 'if-none-match': String(first.headers.etag) })).statusCode).toBe(
        304,
      );
      const { date: _date, ...firstHeaders } = first.headers;
      const { date: _again, ...againHeaders } = again.headers;
      expect(againHeaders).toEqual(firstHeaders);
    } finally {
      await app.close();
      site.cleanup();
    }
  });

  it('keeps conditional requests, ranges and HEAD as they were', async () => {
    const page = await get('/about');
    const etag = String(page.headers.etag);
    expect(page.headers['accept-ranges']).toBe('bytes');
    expect(page.headers['last-modified']).toBeDefined();
    // A list of tags, a weak comparison, and If-Modified-Since.
    expect((await get('/about', { 'if-none-match': `"x", ${etag}` })).statusCode).toBe(304);
    expect((await get('/about', { 'if-none-match': etag.replace(/^W\//, '') })).statusCode).toBe(
      304,
    );
    expect((await get('/about', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    const since = String(page.headers['last-modified']);
    expect((await get('/about', { 'if-modified-since': since })).statusCode).toBe(304);
    expect(
      (await get('/about', { 'if-none-match': etag, 'cache-control': 'no-cache' })).statusCode,
    ).toBe(200);
    const notModified = await get('/about', { 'if-none-match': etag });
    expect(notModified.body).toBe('');
    expect(notModified.headers['content-security-policy']).toMatch(/default-src/);
    expect(notModified.headers.vary).toBe(page.headers.vary);

    const asset = await get('/assets/app-3f9a1c.js', { range: 'bytes=0-9' });
    expect(asset.statusCode).toBe(206);
    expect(asset.body).toHaveLength(10);
    expect(asset.headers['content-range']).toMatch(/^bytes 0-9\/\d+$/);
    const tail = await get('/about', { range: 'bytes=-5' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(page.rawPayload.subarray(-5))).toBe(true);
    expect((await get('/about', { range: 'bytes=999999-' })).statusCode).toBe(416);

    const head = await get('/about', {}, 'HEAD');
    expect(head.headers['content-length']).toBe(page.headers['content-length']);
    expect(head.headers.etag).toBe(etag);
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await get('/about', {}, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['content-language']).toBe('de');
  });

  it('sets the security headers on pages, assets, 404s and the API', async () => {
    // The pages' one inline script (src/content/language-start-script.ts) is allowed by its hash.
    const scriptHash = createHash('sha256').update(LANGUAGE_START_SCRIPT).digest('base64');
    const csp =
      `default-src 'self'; script-src 'self' 'sha256-${scriptHash}'; style-src 'self'; img-src 'self' data:; ` +
      "media-src 'self'; font-src 'self'; connect-src 'self' https://app.prol.example; " +
      "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";
    for (const url of [
      '/',
      '/assets/app-3f9a1c.js',
      '/missing',
      '/api/recipients?active=true',
      '/%%',
    ]) {
      const headers = (await get(url)).headers;
      expect(headers['content-security-policy'], url).toBe(csp);
      expect(headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(headers['permissions-policy'], url).toMatch(/(^|, )camera=\(\)/);
      expect(headers['permissions-policy'], url).toMatch(/geolocation=\(\), .*microphone=\(\)/);
    }
  });

  it('keeps the API answering JSON, including its 404s and non-GET methods on pages', async () => {
    const recipients = await get('/api/recipients?active=true');
    expect(recipients.json().totalElements).toBe(3);
    // Admin answers hold personal data: no API answer may be kept by a browser or proxy.
    expect(recipients.headers['cache-control']).toBe('no-store');
    expect((await get('/api/unknown')).headers['cache-control']).toBe('no-store');
    expectErrorObject(await get('/api/unknown'), 404);
    expectErrorObject(await get('/api'), 404);
    expectErrorObject(await t.app.inject({ method: 'POST', url: '/about', payload: {} }), 404);
  });
});
