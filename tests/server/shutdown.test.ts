import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './helpers/server-process';
import type { ServerProcess } from './helpers/server-process';
import { tempDir, validSubmission } from './helpers/test-config';

const { dir, cleanup } = tempDir('server-shutdown-');
const running: ServerProcess[] = [];
afterAll(() => {
  for (const server of running) server.kill('SIGKILL');
  cleanup();
});

/**
 * A keep-alive POST whose body is held back until finish(); resolves with status and headers.
 * `headersRead` resolves when the server has read its headers (it answered 100 Continue).
 */
function heldPost(port: number, agent: http.Agent) {
  const body = JSON.stringify(validSubmission({ name: 'Held Client' }));
  let finish = () => undefined as void;
  let onContinue = () => undefined as void;
  const headersRead = new Promise<void>((resolve) => (onContinue = resolve));
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/contact-forms',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res));
      },
    );
    req.on('error', reject);
    req.on('continue', () => onContinue());
    req.write(body.slice(0, 5));
    finish = () => void req.end(body.slice(5));
  });
  return { response, headersRead, finish: () => finish() };
}

describe('shutdown under a stalled client and keep-alive connections', { timeout: 60_000 }, () => {
  it('closes idle sockets at once, answers in flight with Connection: close, force-closes the rest after the grace period and exits 0', async () => {
    const server = await startServerProcess({
      DATABASE_URL: path.join(dir, 'site.sqlite'),
      MAIL_FILE_DIR: path.join(dir, 'outbox-mail'),
      SITE_DIR: path.join(dir, 'no-site'),
      RATE_LIMIT_ENABLED: 'false',
      // Long request limits so the stalled client is still there when the grace period ends.
      REQUEST_TIMEOUT: '60s',
      HEADERS_TIMEOUT: '60s',
      SHUTDOWN_GRACE: '1500',
    });
    running.push(server);

    // A client whose body never arrives: it held the old shutdown for 15 s and made it exit 1.
    const stalled = net.connect(server.port, '127.0.0.1');
    stalled.write(
      'POST /api/contact-forms HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"na',
    );
    stalled.on('error', () => undefined);
    const stalledClosed = new Promise<void>((resolve) => stalled.on('close', () => resolve()));

    // An idle keep-alive connection: one finished request, then nothing.
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const idleSocketClosed = new Promise<number>((resolve) => {
      idleAgent.once('free', (socket: net.Socket) =>
        socket.once('close', () => resolve(Date.now())),
      );
    });
    await new Promise<void>((resolve, reject) =>
      http
        .get(
          {
            host: '127.0.0.1',
            port: server.port,
            path: '/api/recipients?active=true',
            agent: idleAgent,
          },
          (res) => res.resume().on('end', resolve),
        )
        .on('error', reject),
    );

    // A keep-alive request in flight when the signal arrives.
    const busyAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const held = heldPost(server.port, busyAgent);
    await held.headersRead;

    const signalled = Date.now();
    server.signalServer('SIGTERM');
    expect((await idleSocketClosed) - signalled).toBeLessThan(1_000);
    held.finish();
    const answer = await held.response;
    expect(answer.statusCode).toBe(201);
    expect(answer.headers.connection).toBe('close');

    const exit = await server.exited;
    const tookMs = Date.now() - signalled;
    await stalledClosed;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(tookMs).toBeGreaterThanOrEqual(1_400);
    expect(tookMs).toBeLessThan(6_000);
    expect(server.output()).toContain('grace period over');
    idleAgent.destroy();
    busyAgent.destroy();
  });
});
