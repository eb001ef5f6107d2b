/**
 * `npm run edit`: the visual page editor (issue 20) on http://127.0.0.1:<port>/ (default 5175;
 * `--port N` or EDITOR_PORT). `--root DIR` edits the content of another copy of the project
 * (tests use a scratch copy). A development tool: nothing here is part of the build.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createEditorServer } from './editor-server';

const { values } = parseArgs({
  options: { root: { type: 'string' }, port: { type: 'string' } },
});
const port = Number(values.port ?? process.env.EDITOR_PORT ?? 5175);
const root = resolve(values.root ?? process.cwd());
const server = await createEditorServer({ root, port });
await server.listen();
console.log(`Page editor for ${root}\n  http://127.0.0.1:${port}/`);
// Closing the server also stops the contact API beside it (vite-dev-api-plugin.ts): a plain
// SIGTERM would end this process without that and leave the API running.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void server.close().finally(() => process.exit(0)));
