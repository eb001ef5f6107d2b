import { spawn, type ChildProcess } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createTempProject, PROJECT_ROOT } from '../../helpers/temp-project';

/** A port nobody listens on right now (the OS picks it, so parallel runs never collide). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function answersHtml(url: string): Promise<boolean> {
  const response = await fetch(`${url}/`, {
    headers: { accept: 'text/html' },
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  return response?.status === 200;
}

type Started = { url: string; server: ChildProcess; output: () => string };

/**
 * One attempt: Vite on a free port. Resolves once `/` answers 200; rejects with Vite's own output
 * when it exits first (a port taken between the probe and the listen) or does not answer in time.
 */
async function startVite(
  root: string,
  deadline: number,
  env: Record<string, string> = {},
): Promise<Started> {
  const port = await freePort();
  const server = spawn(
    join(PROJECT_ROOT, 'node_modules', '.bin', 'vite'),
    // As `npm run dev` starts it (package.json).
    ['--configLoader', 'runner', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: root,
      // Its own dependency cache: dev servers of parallel tests would otherwise rewrite the
      // shared node_modules/.vite under each other's feet on a fresh checkout.
      env: {
        ...process.env,
        VITE_CACHE_DIR: join(root, '.vite'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // The last few KB of what Vite printed: the only clue when a start fails on a CI machine.
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  let exitCode: number | null | undefined;
  server.once('exit', (code, signal) => {
    exitCode = code ?? (signal ? -1 : null);
  });
  const url = `http://127.0.0.1:${port}`;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`Vite exited (code ${exitCode}) before answering on ${url}:\n${log}`);
    }
    if (await answersHtml(url)) return { url, server, output: () => log };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error(`Vite did not answer on ${url} in time. Its output:\n${log}`);
}

/**
 * `npm run dev` on a scratch copy of the content, so a test can edit page files freely.
 * Each call gets its own port. `env` adds variables (CONTENT_TODAY, to show a given day).
 */
export async function startDevServer({ env }: { env?: Record<string, string> } = {}): Promise<{
  url: string;
  project: ReturnType<typeof createTempProject>;
  stop: () => void;
}> {
  const project = createTempProject({ copySource: true });
  for (const entry of [
    'node_modules',
    'vite.config.ts',
    'scripts',
    'tsconfig.json',
    'package.json',
  ]) {
    symlinkSync(join(PROJECT_ROOT, entry), join(project.root, entry));
  }
  // Vite starts in about 10 s on a quiet machine; much longer while other runs share it, and the
  // first page now waits for the dependency optimizer and a server render (75 s was seen short).
  const deadline = Date.now() + 150_000;
  let lastError: unknown;
  for (let attempt = 0; attempt < 3 && Date.now() < deadline; attempt++) {
    try {
      const { url, server } = await startVite(project.root, deadline, env);
      const stop = () => {
        server.kill('SIGTERM');
        project.remove();
      };
      return { url, project, stop };
    } catch (error) {
      lastError = error;
    }
  }
  project.remove();
  throw lastError;
}
