import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditorServer } from '../../scripts/editor/editor-server';
import { UPLOAD_LIMIT_BYTES } from '../../scripts/editor/upload';
import { PROJECT_ROOT } from '../helpers/temp-project';

/**
 * Issue 35: an upload over the limit was cut with a connection reset, so the editor never
 * showed why. The server reads the whole body and answers 413 with the reason.
 */
let root = '';
let server: ViteDevServer;
let base = '';
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'prol-upload-'));
  for (const dir of ['schema', 'pages', 'locales'])
    cpSync(join(PROJECT_ROOT, dir), join(root, dir), { recursive: true });
  mkdirSync(join(root, 'public', 'images'), { recursive: true });
  server = await createEditorServer({ root, port: 0 });
  await server.listen();
  base = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('editor: upload limit', () => {
  it('answers an upload over 2 MiB with 413 and the reason, not a connection reset', async () => {
    const body = Buffer.alloc(UPLOAD_LIMIT_BYTES + 1024 * 1024);
    body.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await fetch(`${base}/__editor/upload?name=big.png`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/octet-stream' },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'too-large', refused: /larger than 2/ });
    expect(readdirSync(join(root, 'public', 'images'))).toEqual([]);
  });
});
