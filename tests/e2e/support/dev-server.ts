import { spawn, type ChildProcess } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { createTempProject, PROJECT_ROOT } from '../../helpers/temp-project';

/**
 * `npm run dev` on a scratch copy of the content, so a test can edit page files freely.
 * Each call gets its own port.
 */
let nextOffset = 0;
export async function startDevServer(): Promise<{
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
  // DEV_PORT pins a range of ten (DEV_PORT .. DEV_PORT+9) when several runs share the machine:
  // five ports for each of the two parallel workers.
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 2;
  const port = process.env.DEV_PORT
    ? Number(process.env.DEV_PORT) + worker * 5 + (nextOffset++ % 5)
    : 5300 + ((Number(process.env.E2E_PORT ?? 4310) * 7 + nextOffset++ * 13 + process.pid) % 600);
  const server: ChildProcess = spawn(
    join(PROJECT_ROOT, 'node_modules', '.bin', 'vite'),
    ['--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: project.root,
      // Its own dependency cache: dev servers of parallel tests would otherwise rewrite the
      // shared node_modules/.vite under each other's feet on a fresh checkout.
      env: {
        ...process.env,
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
        VITE_CACHE_DIR: join(project.root, '.vite'),
      },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    server.kill('SIGTERM');
    project.remove();
  };
  try {
    await expect
      .poll(
        async () =>
          (await fetch(`${url}/`, { headers: { accept: 'text/html' } }).catch(() => null))
            ?.status ?? 0,
        // Vite starts in 10 s on a quiet machine; much longer while other runs share it.
        { timeout: 60_000 },
      )
      .toBe(200);
  } catch (error) {
    // A server that answers after the wait would outlive the test and hold its port.
    stop();
    throw error;
  }
  return { url, project, stop };
}
