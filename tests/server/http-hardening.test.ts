import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { isErrorObject } from './helpers/error-object';
import { rawExchange } from './helpers/raw-http';
import type { RawResponse } from './helpers/raw-http';
import { startTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { tempDir } from './helpers/test-config';

const [sqlite] = await databaseTargets();
const FIXTURE = path.resolve('tests/fixtures/site');

/** Probes of issue 18 over real sockets: what Node's HTTP parser and the network layer see. */
describe('the server over real sockets', () => {
  let t: TestApp;
  let port: number;
  let copy: ReturnType<typeof tempDir>;
  beforeAll(async () => {
    copy = tempDir('site-');
    fs.cpSync(FIXTURE, copy.dir, { recursive: true });
    t = await startTestApp(
      sqlite!,
      {
        siteDir: copy.dir,
        http: { requestMs: 1_000, headersMs: 1_000, keepAliveMs: 5_000, connectionMs: 10_000 },
      },
      { startMailWorker: false },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
    copy?.cleanup();
  });

  const get = (target: string) =>
    rawExchange(port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  const expectErrorAnswer = (response: RawResponse, status: number) => {
    expect(response.status).toBe(status);
    expect(isErrorObject(JSON.parse(response.body), status), response.body).toBe(true);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  };

  it('cuts off a request whose body never arrives (408 error object)', async () => {
    const response = await rawExchange(
      port,
      'POST /api/contact-forms HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"name":',
    );
    expectErrorAnswer(response, 408);
    // 1 s limit, checked every second.
    expect(response.closedAfterMs).toBeLessThan(3_500);
  });

  it('cuts off a connection that never sends its headers', async () => {
    const response = await rawExchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n');
    expect(response.closedAfterMs).toBeLessThan(3_500);
  });

  it('answers requests the HTTP parser refuses with the error object and security headers', async () => {
    // More body than Content-Length announces: the rest is read as a malformed next request.
    const mismatch = await rawExchange(
      port,
      'POST /api/contact-forms HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2\r\n\r\n{}garbage-after-the-body\r\n\r\n',
    );
    expect(mismatch.body).toContain('"status":400');
    const badLength = await rawExchange(
      port,
      'POST /api/contact-forms HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}',
    );
    expectErrorAnswer(badLength, 400);
    const badLine = await rawExchange(port, 'NOT-HTTP\r\n\r\n');
    expectErrorAnswer(badLine, 400);
  });

  it('redirects trailing slashes with each segment percent-encoded', async () => {
    const euro = await get('/%E2%82%AC/');
    expect(euro.status).toBe(308);
    expect(euro.headers.location).toBe('/%E2%82%AC');
    const umlaut = await get('/%C3%A4/?q=%C3%A4');
    expect(umlaut.status).toBe(308);
    expect(umlaut.headers.location).toBe('/%C3%A4?q=%C3%A4');
    expect(umlaut.headers['content-security-policy']).toMatch(/default-src/);
  });

  it('redirects doubled and encoded slashes to the one page URL (301), keeping the query', async () => {
    for (const [from, to] of [
      ['//about', '/about'],
      ['/about%2f', '/about'],
      ['/about%2F%2F', '/about'],
      ['/about%2F%2F?ref=mail&x=%C3%A4', '/about?ref=mail&x=%C3%A4'],
      ['/en//about', '/en/about'],
      ['/en%2Fabout', '/en/about'],
      ['//en///about//', '/en/about'],
      ['//', '/'],
    ]) {
      const response = await get(from as string);
      expect(response.status, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
    // The target answers the page itself: no redirect loop.
    expect((await get('/en/about')).status).toBe(200);
  });

  it('never redirects to another host', async () => {
    for (const from of [
      '//evil.example',
      '//evil.example/',
      '///evil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example?x=1',
      '//evil.example%2F%2F',
      '/.//evil.example',
    ]) {
      const response = await get(from);
      if (response.status >= 300 && response.status < 400) {
        // A path on this site: one slash, then no slash or backslash (//host and /\host are hosts).
        expect(response.headers.location, from).toMatch(/^\/(?![/\\])/);
      }
    }
  });

  it('refuses control characters in a page path with 400', async () => {
    expectErrorAnswer(await get('/a%0d%0ab/'), 400);
    expectErrorAnswer(await get('/about%00.html'), 400);
  });

  it('ignores Range on error pages', async () => {
    const response = await rawExchange(
      port,
      'GET /missing HTTP/1.1\r\nHost: x\r\nRange: bytes=0-9\r\nConnection: close\r\n\r\n',
    );
    expect(response.status).toBe(404);
    expect(response.headers['content-range']).toBeUndefined();
    expect(response.body).toContain('</html>');
  });

  it('redirects <path>/index.html to the clean page URL (301)', async () => {
    for (const [from, to] of [
      ['/index.html', '/'],
      ['/en/index.html', '/en'],
      ['/about/index.html?ref=x', '/about?ref=x'],
      ['/en/about/index.html', '/en/about'],
    ]) {
      const response = await get(from as string);
      expect(response.status, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
  });
});
