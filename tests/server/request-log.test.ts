import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { startTestApp } from './helpers/test-app';
import { validSubmission } from './helpers/test-config';

const [sqlite] = await databaseTargets();

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
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
