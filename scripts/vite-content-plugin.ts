import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem } from '../src/content/problem';
import { validateContentAt } from '../src/content/node/validate-content';

const CONTENT_DIRS = /[/\\](pages|locales|schema|public)[/\\]/;

/**
 * Validates pages, locales and schemas: stops `vite build` on any problem, and under
 * `npm run dev` shows the same messages in the browser overlay until the file is fixed.
 */
export function contentValidationPlugin(): Plugin {
  const root = process.cwd();
  let lastFailed = false;

  const check = (server?: ViteDevServer) => {
    const report = validateContentAt(root);
    if (report.problems.length === 0) {
      if (lastFailed && server) server.ws.send({ type: 'full-reload' });
      lastFailed = false;
      return report;
    }
    lastFailed = true;
    if (server) {
      const message = report.problems.map((p) => formatProblem(p, false)).join('\n\n');
      server.config.logger.error(`\n${report.text}`);
      server.ws.send({
        type: 'error',
        err: {
          message: `Content validation failed (${report.problems.length} problem(s)):\n\n${message}`,
          stack: report.text,
          plugin: 'content-validation',
        },
      });
    }
    return report;
  };

  return {
    name: 'content-validation',
    buildStart() {
      // scripts/build.ts validates once before its two Vite builds.
      if (process.env.VITEST || process.env.CONTENT_VALIDATED === '1') return;
      const report = check();
      if (report.problems.length > 0) this.error(`Content validation failed:\n\n${report.text}`);
    },
    configureServer(server) {
      check(server);
      const onChange = (file: string) => {
        if (CONTENT_DIRS.test(file)) check(server);
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      // A reconnecting browser (after a reload) gets the current error again.
      server.ws.on('connection', () => {
        if (lastFailed) setTimeout(() => check(server), 50);
      });
    },
  };
}
