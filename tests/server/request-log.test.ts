import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LINES_PER_ADDRESS } from '../../src/server/plugins/request-log';
import { MAX_URL_LENGTH } from '../../src/server/plugins/url-length';
import { databaseTargets } from './helpers/databases';
import { expectErrorObject } from './helpers/error-object';
import { startTestApp } from './helpers/test-app';
import { ADMIN, validSubmission } from './helpers/test-config';

const [sqlite] = await databaseTargets();
const FIXTURE = path.resolve('tests/fixtures/site');

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const sizes: number[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line));
        sizes.push(Buffer.byteLength(line));
      }
      done();
    },
  });
  return { lines, sizes, stream };
}

describe('log volume (issue 18)', () => {
  it('writes one line per request, with what the route had to say in it', async () => {
    const { lines, stream } = capture();
    const t = await startTestApp(
      sqlite!,
      { logLevel: 'info' },
      { logStream: stream, startMailWorker: false },
    );
    try {
      const before = lines.length;
      for (let i = 0; i < 5; i++) await t.app.inject({ url: '/api/recipients?active=true' });
      const stored = await t.app.inject({
        method: 'POST',
        url: '/api/contact-forms',
        payload: validSubmission(),
      });
      await t.app.inject({ method: 'POST', url: '/api/contact-forms', payload: { name: '' } });
      await t.app.inject({ url: '/api/unknown' });
      const written = lines.slice(before);
      expect(written).toHaveLength(8);
      expect(written.slice(0, 5).every((l) => l.msg === 'request completed')).toBe(true);
      expect(written[0]).toMatchObject({
        req: { method: 'GET', path: '/api/recipients' },
        res: { statusCode: 200 },
      });
      expect(typeof written[0]?.responseTime).toBe('number');
      expect(written[5]).toMatchObject({
        msg: 'contact form stored',
        contactFormId: stored.json().id,
        res: { statusCode: 201 },
      });
      expect(written[6]).toMatchObject({ msg: 'request failed validation', part: 'body' });
      expect(written[7]).toMatchObject({ res: { statusCode: 404 } });
    } finally {
      await t.close();
    }
  });

  it('summarises a flood of 429s from one address instead of logging each', async () => {
    const { lines, stream } = capture();
    const t = await startTestApp(
      sqlite!,
      { logLevel: 'info', rateLimit: { enabled: true, max: 2, windowMs: 60_000 } },
      { logStream: stream, startMailWorker: false },
    );
    const post = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact-forms',
        payload: validSubmission(),
        remoteAddress,
      });
    const before = lines.length;
    for (let i = 0; i < 100; i++) await post('203.0.113.7');
    for (let i = 0; i < 10; i++) await post('203.0.113.8');
    await t.close();
    const written = lines.slice(before);
    const about = (ip: string) =>
      written.filter((l) => JSON.stringify(l).includes(ip)).map((l) => l.msg);
    expect(about('203.0.113.7')).toEqual([
      'contact form stored',
      'contact form stored',
      'rate limit: rejecting this address (repeats are summarised each minute)',
      'rate limit: more requests rejected',
    ]);
    expect(written.find((l) => l.ip === '203.0.113.7')).toMatchObject({ rejected: 97 });
    expect(written.find((l) => l.ip === '203.0.113.8')).toMatchObject({ rejected: 7 });
  });
});

describe('log line size and URL length (issue 35)', () => {
  it('answers 414 to a URL longer than the site can have, in a short log line', async () => {
    const { lines, sizes, stream } = capture();
    const t = await startTestApp(
      sqlite!,
      { siteDir: FIXTURE, logLevel: 'info' },
      { logStream: stream, startMailWorker: false },
    );
    try {
      const before = lines.length;
      const long = 'a'.repeat(16 * 1024);
      const api = await t.app.inject({ url: `/api/recipients?active=true&x=${long}` });
      expectErrorObject(api, 414);
      expect(api.headers['cache-control']).toBe('no-store');
      expect(api.headers['content-security-policy']).toMatch(/default-src 'self'/);
      const page = await t.app.inject({ url: `/${long}` });
      expect(page.statusCode).toBe(414);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(page.body.length).toBeLessThan(1_000);
      expect(page.body).not.toContain(long.slice(0, 100));
      // The longest URL the API accepts: every list parameter and a 200-character search of
      // four-byte characters, percent-encoded (12 bytes each).
      const longestQuery =
        '/api/contact-forms?page=10000000&size=100&sort=emailSent%2Cdesc&emailSent=false' +
        `&mailStatus=pending&q=${encodeURIComponent('😀'.repeat(200))}`;
      expect(longestQuery.length).toBeLessThan(MAX_URL_LENGTH * 0.7);
      expect((await t.app.inject({ url: longestQuery, headers: ADMIN })).statusCode).toBe(200);

      const written = lines.slice(before);
      expect(Math.max(...sizes.slice(before))).toBeLessThan(1_000);
      expect(written[0]).toMatchObject({
        msg: 'URL too long',
        urlLength: `/api/recipients?active=true&x=${long}`.length,
        res: { statusCode: 414 },
      });
      expect(written[1]).toMatchObject({
        msg: 'URL too long',
        req: { pathLength: long.length + 1 },
      });
    } finally {
      await t.close();
    }
  });

  it('logs a few 4xx answers per address, then counts the rest into a summary', async () => {
    const { lines, stream } = capture();
    const t = await startTestApp(
      sqlite!,
      { logLevel: 'info' },
      { logStream: stream, startMailWorker: false },
    );
    const before = lines.length;
    for (let i = 0; i < 100; i++) {
      await t.app.inject({ url: `/api/nope-${i}`, remoteAddress: '203.0.113.7' });
    }
    for (let i = 0; i < 3; i++) {
      await t.app.inject({ url: '/api/nope', remoteAddress: '203.0.113.8' });
    }
    // Successful requests are never held back.
    for (let i = 0; i < 30; i++) {
      await t.app.inject({ url: '/api/recipients?active=true', remoteAddress: '203.0.113.7' });
    }
    await t.close();
    const written = lines.slice(before);
    const about = (ip: string) => written.filter((l) => JSON.stringify(l).includes(ip));
    const flood = about('203.0.113.7');
    expect(flood.filter((l) => l.msg === 'request completed')).toHaveLength(
      CLIENT_ERROR_LINES_PER_ADDRESS + 30,
    );
    expect(flood.find((l) => l.msg === 'client errors: more 4xx answers not logged')).toMatchObject(
      { ip: '203.0.113.7', count: 100 - CLIENT_ERROR_LINES_PER_ADDRESS },
    );
    expect(about('203.0.113.8')).toHaveLength(3);
  });
});
