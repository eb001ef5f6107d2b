import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { scratchProject } from '../../../scripts/scale/scratch-project';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..', '..');
/** The editor's port in tests (EDITOR_E2E_PORT lets several runs share a machine). */
export const EDITOR_PORT = Number(process.env.EDITOR_E2E_PORT ?? 4455);
export const EDITOR_URL = `http://127.0.0.1:${EDITOR_PORT}/`;

/**
 * A scratch copy of the project (content and source copied, public/ and scripts linked) under
 * git, so a test can see exactly which files the editor changed, and the editor on it.
 */
export async function startEditorOnScratch(): Promise<{
  root: string;
  git: (...args: string[]) => string;
  stop: () => void;
}> {
  const root = scratchProject(0);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=e2e', '-c', 'user.email=e2e@example.test', ...args], {
      cwd: root,
      encoding: 'utf8',
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'scratch');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(PROJECT_ROOT, 'scripts/editor/main.ts'),
      '--root',
      root,
      '--port',
      String(EDITOR_PORT),
    ],
    { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error('editor did not start in 60 s')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(EDITOR_URL)) {
        clearTimeout(timer);
        done();
      }
    });
    child.on('exit', (code) => fail(new Error(`editor exited with ${code}`)));
  });
  return {
    root,
    git,
    stop: () => {
      child.kill();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
