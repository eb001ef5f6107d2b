import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { scratchProject } from '../../../scripts/scale/scratch-project';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..', '..');
/** The editor's port in tests (EDITOR_E2E_PORT lets several runs share a machine). */
export const EDITOR_PORT = Number(process.env.EDITOR_E2E_PORT ?? 4455);
export const EDITOR_URL = `http://127.0.0.1:${EDITOR_PORT}/`;

/**
 * A scratch copy of the project (content and source copied, public/ and scripts linked) under
 * git, so a test can see exactly which files the editor changed, and the editor on it. With
 * `copyPublic` public/ is a copy too (2 MB), for a test that deletes images; `port`: each spec
 * its own (EDITOR_PORT + n), since two workers run editor specs side by side.
 */
export async function startEditorOnScratch({
  port = EDITOR_PORT,
  copyPublic = false,
}: { port?: number; copyPublic?: boolean } = {}): Promise<{
  root: string;
  /** The editor's address (`http://127.0.0.1:<port>/`). */
  url: string;
  git: (...args: string[]) => string;
  /** Files the editor changed, added or deleted since the last `commit()`, sorted. */
  changedFiles: () => string[];
  /** Takes the scratch copy's state as the base of the next `changedFiles()`. */
  commit: () => void;
  stop: () => Promise<void>;
}> {
  const root = scratchProject(0);
  if (copyPublic) {
    rmSync(join(root, 'public'));
    cpSync(join(PROJECT_ROOT, 'public'), join(root, 'public'), { recursive: true });
  }
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=e2e', '-c', 'user.email=e2e@example.test', ...args], {
      cwd: root,
      encoding: 'utf8',
    });
  // The contact API beside the editor keeps its database in data/, as in the project.
  writeFileSync(join(root, '.gitignore'), 'data/\n');
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
      String(port),
    ],
    { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error('editor did not start in 60 s')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`http://127.0.0.1:${port}/`)) {
        clearTimeout(timer);
        done();
      }
    });
    child.on('exit', (code) => fail(new Error(`editor exited with ${code}`)));
  });
  return {
    root,
    url: `http://127.0.0.1:${port}/`,
    git,
    changedFiles: () =>
      git('status', '--porcelain', '--untracked-files=all')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.slice(3))
        .sort(),
    commit: () => {
      git('add', '-A');
      git('commit', '-qm', 'step');
    },
    // The editor stops the contact API beside it before it exits; then its data/ can go.
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill();
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}
