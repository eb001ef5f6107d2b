import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { createSiteDataSource } from '../../src/content/node/site-data-source';
import { foreignOrigin } from '../vite-same-origin-plugin';
import { PathRefused } from './content-paths';
import { contentStore, type Change } from './content-store';
import { heldUploads } from './held-uploads';
import { UPLOAD_LIMIT_BYTES } from './upload';

export const API_PREFIX = '/__editor/';

/**
 * The request body, read to its end even when it is over `limit` (then refused as too large):
 * answering before the browser has sent it all made the connection reset, and the editor never
 * saw the answer (issue 35). Past the limit the bytes are dropped as they arrive.
 */
function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => {
      if (size <= limit) done(Buffer.concat(chunks));
      else
        fail(new PathRefused(`The upload is larger than ${limit / 1024 / 1024} MB.`, 'too-large'));
    });
    request.on('error', fail);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(JSON.stringify(body));
}

/**
 * The editor's small API on the Vite server: read the content, validate the edited state,
 * save changes, upload images. Only requests from the editor's own origin are answered.
 */
export function editorApiPlugin(root: string, codeRoot: string): Plugin {
  const store = contentStore(root, codeRoot);
  const uploads = heldUploads(root);
  const heldFiles = () => uploads.paths().map((path) => `public${path}`);
  // What sections' `resolveData` steps read (articles for the news sections), as the dev server
  // serves it.
  const siteData = createSiteDataSource(root, { hashSharedTexts: false });
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const route = `${request.method} ${url.pathname.slice(API_PREFIX.length)}`;
    // A page on another site must neither read the project nor write files (the same check as
    // sameOriginPlugin's in front of every path, kept here should the API be mounted alone).
    if (foreignOrigin(request) !== null)
      return send(response, 403, { error: 'Requests from other sites are refused.' });
    try {
      if (route === 'GET project') {
        const project = store.project();
        const held = uploads.paths();
        // Held pictures are in the gallery as if saved; `held` says which Save still writes.
        return send(response, 200, {
          ...project,
          publicFiles: [...project.publicFiles, ...held].sort(),
          held,
        });
      }
      if (route === 'GET hashes') return send(response, 200, store.hashes());
      if (route === 'POST validate') {
        const { overlay } = JSON.parse((await readBody(request, 50e6)).toString()) as {
          overlay: Record<string, string | null>;
        };
        return send(response, 200, { problems: store.validate(overlay, heldFiles()) });
      }
      if (route === 'POST save') {
        const { changes, keepMine, pictures } = JSON.parse(
          (await readBody(request, 50e6)).toString(),
        ) as { changes: Change[]; keepMine?: string[]; pictures?: string[] };
        const result = await store.save(changes, keepMine, () => uploads.write(pictures ?? []));
        siteData.invalidate();
        return send(response, result.ok ? 200 : 'conflicts' in result ? 409 : 400, result);
      }
      if (route === 'POST upload') {
        const bytes = await readBody(request, UPLOAD_LIMIT_BYTES);
        const name = url.searchParams.get('name') ?? '';
        return send(response, 200, { path: uploads.add(name, bytes) });
      }
      return send(response, 404, { error: `No editor route ${route}.` });
    } catch (error) {
      if (error instanceof PathRefused)
        return send(response, error.code === 'too-large' ? 413 : 400, {
          refused: error.message,
          code: error.code,
        });
      return send(response, 500, { error: error instanceof Error ? error.message : String(error) });
    }
  };
  return {
    name: 'prol-editor-api',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith('/_app/')) {
          const value = siteData.get(new URL(request.url, 'http://127.0.0.1').pathname);
          return value == null ? send(response, 404, null) : send(response, 200, value);
        }
        // A held picture (not on disk before Save) where the editor and its preview load it.
        const held =
          request.method === 'GET' && request.url?.startsWith('/images/')
            ? uploads.served(decodeURIComponent(new URL(request.url, 'http://127.0.0.1').pathname))
            : undefined;
        if (held) {
          response.setHeader('content-type', held.type);
          response.setHeader('cache-control', 'no-store');
          response.setHeader('x-content-type-options', 'nosniff');
          return response.end(held.data);
        }
        if (!request.url?.startsWith(API_PREFIX)) return next();
        void handle(request, response);
      });
    },
  };
}
