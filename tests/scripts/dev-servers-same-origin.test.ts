import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditorServer } from '../../scripts/editor/editor-server';
import { createTempProject, PROJECT_ROOT } from '../helpers/temp-project';

/**
 * Issue 35: `npm run edit` and `npm run dev` answer only their own origin (a page served by any
 * other local program must not read the editor's project, the content or data/ through them),
 * and their file server hands out only what the site and the editor's preview load.
 */
type Answer = { status: number; headers: Record<string, unknown>; body: string };

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

const SECRET = 'SQLite format 3 - a contact submission';
const FOREIGN = 'http://localhost:3000';
const FONT = realpathSync(
  join(
    PROJECT_ROOT,
    'node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  ),
);

const servers: Record<string, (root: string) => Promise<ViteDevServer>> = {
  'npm run edit --root DIR': (root) => createEditorServer({ root, port: 0 }),
  'npm run dev': (root) =>
    createServer({
      configFile: join(PROJECT_ROOT, 'vite.config.ts'),
      root,
      cacheDir: join(root, '.vite'),
      server: { port: 0, host: '127.0.0.1', strictPort: true },
      logLevel: 'silent',
    }),
};

describe.each(Object.entries(servers))('%s', (_name, start) => {
  let project: ReturnType<typeof createTempProject>;
  let server: ViteDevServer;
  let port = 0;
  let root = '';
  beforeAll(async () => {
    project = createTempProject();
    root = realpathSync(project.root);
    mkdirSync(join(root, 'data', 'outbox-mail'), { recursive: true });
    writeFileSync(join(root, 'data', 'site.sqlite'), SECRET);
    writeFileSync(join(root, 'data', 'outbox-mail', '1.eml'), `Subject: ${SECRET}`);
    writeFileSync(join(root, '.env'), `ADMIN_TOKEN=${SECRET}`);
    server = await start(root);
    await server.listen();
    port = (server.httpServer?.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server?.close();
    project?.remove();
  });
  const own = () => `http://127.0.0.1:${port}`;

  it('refuses every request from another local origin, on its own and on Vite’s paths', async () => {
    const paths = [
      `/@fs${root}/data/site.sqlite`,
      `/@fs${root}/pages/site.json`,
      '/@vite/client',
      '/',
      '/__editor/project',
      '/_app/texts/de.json',
    ];
    for (const path of paths) {
      const answer = await get(port, path, { origin: FOREIGN });
      expect({ path, status: answer.status }).toEqual({ path, status: 403 });
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.body).not.toContain(SECRET);
    }
  });

  it('refuses a request the browser marks as from another site (Sec-Fetch-Site)', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const answer = await get(port, '/@vite/client', { 'sec-fetch-site': site });
      expect({ site, status: answer.status }).toEqual({ site, status: 403 });
    }
  });

  it('refuses a request for another host name (DNS rebinding)', async () => {
    const answer = await get(port, '/@vite/client', { host: `attacker.example:${port}` });
    expect(answer.status).toBe(403);
  });

  it('answers its own origin: the client, the content and the font the preview loads', async () => {
    const headers = { origin: own(), 'sec-fetch-site': 'same-origin' };
    for (const path of [
      '/@vite/client',
      `/@fs${root}/pages/site.json`,
      `/@fs${root}/locales/de/common.json`,
      `/@fs${FONT}`,
    ]) {
      const answer = await get(port, path, headers);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    }
  });

  it('serves nothing of data/, .env or other packages, even to its own origin', async () => {
    const headers = { origin: own(), 'sec-fetch-site': 'same-origin' };
    for (const path of [
      `/@fs${root}/data/site.sqlite`,
      `/@fs${root}/data/outbox-mail/1.eml`,
      '/data/site.sqlite',
      `/@fs${root}/.env`,
      `/@fs${realpathSync(join(PROJECT_ROOT, 'node_modules/react/package.json'))}`,
      `/@fs${realpathSync(join(PROJECT_ROOT, 'package.json'))}`,
    ]) {
      const answer = await get(port, path, headers);
      // The editor answers /data/... with its own page (its root is editor/): no file of data/.
      if (path.startsWith('/@fs/'))
        expect({ path, refused: answer.status >= 400 }).toEqual({ path, refused: true });
      expect(answer.body).not.toContain(SECRET);
    }
  });
});
