/**
 * `npm run docs:sections`: writes docs/sections.md from the section schemas and, unless
 * `--text-only`, screenshots of every section's example at 1440 and 375 px into docs/sections/,
 * rendered by the real components in a dev server (`--port <n>` or DOCS_SECTIONS_PORT; default
 * 5181). `--only <type>` limits the screenshots to one section type.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { takeScreenshots } from './section-catalogue/screenshots';
import { writeCatalogue } from './section-catalogue/write-catalogue';

const { values } = parseArgs({
  options: {
    'text-only': { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.DOCS_SECTIONS_PORT ?? '5181' },
    only: { type: 'string', multiple: true },
  },
});

const root = resolve('.');
console.log(`wrote ${await writeCatalogue(root)}`);
if (!values['text-only']) {
  const written = await takeScreenshots(root, { port: Number(values.port), only: values.only });
  console.log(`wrote ${written.length} screenshots into docs/sections/`);
}
