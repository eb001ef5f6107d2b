import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/temp-project';

/**
 * Issue 38.9: `npm run dev` printed about 92 lines ending "Add the file extension" at start
 * (Vite checking vite.config.ts's imports against a loader it may use one day), which looks
 * broken to a non-programmer. Runs the dev script as package.json writes it, until Vite says it
 * is ready, and reads everything it printed.
 */
const cacheDir = mkdtempSync(join(tmpdir(), 'prol-dev-start-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('npm run dev starts quietly', () => {
  it('prints no warning before it is ready', async () => {
    const { scripts } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      scripts: { dev: string };
    };
    const [command, ...args] = scripts.dev.split(' ');
    expect(command).toBe('vite');
    const port = await freePort();
    const child = spawn(
      join(PROJECT_ROOT, 'node_modules', '.bin', 'vite'),
      [...args, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
      {
        cwd: PROJECT_ROOT,
        env: { ...process.env, VITE_CACHE_DIR: cacheDir, NO_COLOR: '1', FORCE_COLOR: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    await new Promise<void>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`not ready in 60 s:\n${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (/ready in|Local:/.test(output)) {
          clearTimeout(timer);
          done();
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', (code) => fail(new Error(`vite exited with ${code}:\n${output}`)));
    }).finally(() => child.kill('SIGTERM'));
    const lines = output.split('\n');
    expect(lines.filter((line) => /Add the file extension|^\(!\)/.test(line))).toEqual([]);
    expect(lines.filter((line) => /warn/i.test(line))).toEqual([]);
  }, 90_000);
});
