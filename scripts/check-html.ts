/**
 * `npm run check:html`: the Nu Html Checker (npm vnu-jar, needs Java 17+: JAVA or `java` on
 * PATH) on every prerendered page of the build (BUILD_OUT_DIR, default dist). Exits 1 on any
 * error; warnings are listed but do not fail (docs/decisions/105-html-and-link-checks.md).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { builtHtmlFiles } from './quality/built-pages';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal';
  url: string;
  lastLine?: number;
  message: string;
}

const clientDir = resolve(process.env.BUILD_OUT_DIR ?? 'dist', 'client');
const jar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar');
const files = builtHtmlFiles(clientDir);
if (files.length === 0) {
  console.error(`check:html: no HTML in ${clientDir}; run npm run build first`);
  process.exit(1);
}

const run = spawnSync(
  process.env.JAVA ?? 'java',
  ['-jar', jar, '--format', 'json', '--exit-zero-always', ...files],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
if (run.error || run.status !== 0) {
  console.error('check:html: the checker did not run (is Java 17 installed?)', run.error ?? '');
  console.error(run.stderr);
  process.exit(1);
}
// vnu writes its JSON report to stderr.
const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
const where = (m: VnuMessage) =>
  `${relative(clientDir, new URL(m.url).pathname)}${m.lastLine ? `:${m.lastLine}` : ''}`;
const errors = messages.filter((m) => m.type !== 'info');
const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning');

for (const m of warnings) console.warn(`warning ${where(m)}: ${m.message}`);
for (const m of errors) console.error(`error   ${where(m)}: ${m.message}`);
console.log(
  `check:html: ${files.length} pages, ${errors.length} errors, ${warnings.length} warnings`,
);
process.exit(errors.length > 0 ? 1 : 0);
