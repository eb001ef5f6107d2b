import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** A port nobody listens on (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const SERVER_ENTRY = fileURLToPath(new URL('../src/server/main.ts', import.meta.url));

/**
 * `npm run dev` runs the real API next to the preview, so the contact form works there too:
 * the production server (src/server/main.ts) as a child process on a free port, with the
 * embedded SQLite database in data/ and mails written as files to data/outbox-mail/ (no SMTP),
 * and Vite forwarding /api to it. DEV_API=off turns it off (the form then says it cannot send).
 * `npm run edit` runs the same for its preview (issue 38.7); `cwd` is the project whose data/
 * the API uses (the edited copy's).
 */
export function devApiPlugin({ cwd = process.cwd() }: { cwd?: string } = {}): Plugin {
  let api: ChildProcess | undefined;
  let port = 0;
  return {
    name: 'dev-api',
    apply: 'serve',
    async config() {
      if (process.env.DEV_API === 'off' || process.env.VITEST) return;
      port = await freePort();
      return { server: { proxy: { '/api': `http://127.0.0.1:${port}` } } };
    },
    configureServer(server) {
      if (!port) return;
      api = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
        cwd,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          SITE_DIR: 'data/no-site-in-dev',
          DATABASE_URL: process.env.DATABASE_URL ?? 'data/dev.sqlite',
          MAIL_FILE_DIR: process.env.MAIL_FILE_DIR ?? 'data/outbox-mail',
          SMTP_URL: '',
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        },
      });
      api.on('exit', (code) => {
        if (code && code !== 0)
          server.config.logger.error(
            `The contact API stopped (exit ${code}); the form cannot send.`,
          );
      });
      server.config.logger.info(
        `  ➜  API:     /api -> http://127.0.0.1:${port} (SQLite data/dev.sqlite, mails in data/outbox-mail/)`,
      );
      const stop = () => api?.kill('SIGTERM');
      server.httpServer?.once('close', stop);
      process.once('exit', stop);
    },
  };
}
