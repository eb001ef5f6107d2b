import type { Plugin, ViteDevServer } from 'vite';
import { createContentValidator } from '../src/content/node/validate-content';
import { contentOverlay } from './dev-overlay/content-overlay';

const CONTENT_DIRS = /[/\\](pages|locales|schema|public)[/\\]/;

/**
 * Validates pages, locales and schemas: stops `vite build` on any problem, and under
 * `npm run dev` shows the same messages in an overlay for editors until the file is fixed.
 */
export function contentValidationPlugin(): Plugin {
  const root = process.cwd();
  const overlay = contentOverlay(root);
  // Compiled schemas and unchanged files' results are kept between checks (decision 012).
  const validate = createContentValidator(root);
  let lastFailed = false;

  const check = (server?: ViteDevServer) => {
    const report = validate();
    if (server) overlay.publish(server, report);
    if (report.problems.length === 0) {
      if (lastFailed && server) server.ws.send({ type: 'full-reload' });
      lastFailed = false;
      return report;
    }
    lastFailed = true;
    if (server) server.config.logger.error(`\n${report.text}`);
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
    // Error display in the browser: scripts/dev-overlay/ (issue 19.3).
    resolveId: (id) => overlay.resolveId(id),
    load: (id) => overlay.load(id),
    transformIndexHtml: () => overlay.htmlTags(),
    configureServer(server) {
      overlay.configureServer(server);
      check(server);
      const onChange = (file: string) => {
        if (CONTENT_DIRS.test(file)) check(server);
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
