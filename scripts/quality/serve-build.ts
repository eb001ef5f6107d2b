import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Starts the real server (`src/server/main.ts`) on a built site, with a throw-away SQLite file
 * and mail folder, and waits until it answers. Returns its origin and a stop function.
 */
export async function serveBuild(
  clientDir: string,
  port: number,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const dataDir = resolve(`.tmp/quality-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  // One node process with tsx as a loader (the tsx CLI would turn SIGTERM into SIGKILL; 031).
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: clientDir,
      DATABASE_URL: join(dataDir, 'site.sqlite'),
      MAIL_FILE_DIR: join(dataDir, 'mail'),
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  /** Graceful shutdown, then the throw-away data goes. */
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const up = await fetch(`${origin}/`)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) return { origin, stop };
    await new Promise((done) => setTimeout(done, 100));
  }
  await stop();
  throw new Error(`the server on ${origin} did not start`);
}
