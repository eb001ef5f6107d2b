import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import type { ContentReport } from '../src/content/node/validate-content';
import { createContentValidator } from '../src/content/node/validate-content';
import { contentOverlay } from './dev-overlay/content-overlay';

type OverlayReport = Pick<ContentReport, 'problems' | 'skipped' | 'text'>;

/**
 * Runs checks in a child process, one at a time; a change during a check asks for one more
 * check after it (never a queue of stale ones).
 */
function backgroundValidator(
  root: string,
  onReport: (report: OverlayReport) => void,
  onFailure: (message: string) => void,
) {
  let worker: ChildProcess | null = null;
  let running = false;
  let again = false;
  const start = () => {
    if (!worker) {
      const script = fileURLToPath(new URL('./dev-overlay/validation-worker.ts', import.meta.url));
      worker = fork(script, [root], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
      worker.on('message', (report: OverlayReport) => {
        running = false;
        onReport(report);
        if (again) request();
      });
      worker.on('exit', (code) => {
        worker = null;
        if (running) onFailure(`the content check stopped (exit code ${code ?? 'none'})`);
        running = false;
      });
    }
    return worker;
  };
  const request = () => {
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = true;
    start().send('check');
  };
  const stop = () => {
    running = false; // an intended stop, not a failed check
    worker?.kill();
  };
  return { request, stop };
}

const CONTENT_DIRS = /[/\\](pages|locales|schema|public)[/\\]/;

/**
 * Validates pages, locales and schemas: stops `vite build` on any problem, and under
 * `npm run dev` shows the same messages in an overlay for editors until the file is fixed.
 */
export function contentValidationPlugin(): Plugin {
  const root = process.cwd();
  const overlay = contentOverlay(root);
  let lastFailed = false;
  let serving = false;

  const show = (server: ViteDevServer, report: OverlayReport) => {
    overlay.publish(server, report);
    if (report.problems.length === 0) {
      if (lastFailed) server.ws.send({ type: 'full-reload' });
      lastFailed = false;
      return;
    }
    lastFailed = true;
    server.config.logger.error(`\n${report.text}`);
  };

  let stopBackground = () => {};

  return {
    name: 'content-validation',
    buildStart() {
      // scripts/build.ts validates once before its two Vite builds; the dev server checks on a
      // worker (configureServer) instead of holding up its start.
      if (serving || process.env.VITEST || process.env.CONTENT_VALIDATED === '1') return;
      const report = createContentValidator(root)();
      if (report.problems.length > 0) this.error(`Content validation failed:\n\n${report.text}`);
    },
    // Error display in the browser: scripts/dev-overlay/ (issue 19.3).
    resolveId: (id) => overlay.resolveId(id),
    load: (id) => overlay.load(id),
    transformIndexHtml: () => overlay.htmlTags(),
    configureServer(server) {
      serving = true;
      overlay.configureServer(server);
      // Vitest's server only transforms test modules; no one sees an overlay there.
      if (process.env.VITEST) return;
      // In a process of its own: the server answers at once and the overlay follows the check.
      const background = backgroundValidator(
        root,
        (report) => show(server, report),
        (message) => server.config.logger.error(message),
      );
      background.request();
      stopBackground = background.stop;
      server.httpServer?.on('close', background.stop);
      const onChange = (file: string) => {
        if (CONTENT_DIRS.test(file)) background.request();
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
    // Vite runs closeBundle when a dev server closes, also one without an HTTP server of its
    // own (Vitest's, middleware mode), where the 'close' above never fires: the worker's IPC
    // channel would then keep the process alive after the last test.
    closeBundle() {
      stopBackground();
    },
  };
}
