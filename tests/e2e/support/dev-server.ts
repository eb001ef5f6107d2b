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
  const port =
    5300 + ((Number(process.env.E2E_PORT ?? 4310) * 7 + nextOffset++ * 13 + process.pid) % 600);
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
  await expect
    .poll(
      async () =>
        (await fetch(`${url}/`, { headers: { accept: 'text/html' } }).catch(() => null))?.status ??
        0,
      { timeout: 30_000 },
    )
    .toBe(200);
  return {
    url,
    project,
    stop: () => {
      server.kill('SIGTERM');
      project.remove();
    },
  };
}
