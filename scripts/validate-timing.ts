import { performance } from 'node:perf_hooks';
import { readProject } from '../src/content/node/read-project';
import { validateProject } from '../src/content/validate-project';
import { ValidationCache } from '../src/content/validation-cache';

/**
 * `npm run validate -- --timing`: how long a whole-site check takes (cold: schemas compiled,
 * every file checked), and how long one changed file takes when the compiled schemas and the
 * other files' results are kept, as the dev server does (issue 24: < 2 s and < 300 ms).
 */
export function measureTiming(root: string): string {
  const cache = new ValidationCache();
  let start = performance.now();
  const input = readProject(root);
  const read = performance.now() - start;
  start = performance.now();
  validateProject(input, cache);
  const check = performance.now() - start;

  start = performance.now();
  const next = readProject(root);
  const reread = performance.now() - start;
  const changed = next.pages[0];
  if (changed) changed.text = `${changed.text}\n`;
  start = performance.now();
  validateProject(next, cache);
  const recheck = performance.now() - start;

  const ms = (value: number) => `${Math.round(value)} ms`;
  return [
    `Timing: whole site ${ms(read + check)} (read ${ms(read)}, check ${ms(check)}, ${input.pages.length + input.locales.length + (input.articles?.length ?? 0) + 1} files).`,
    `Timing: one changed file ${ms(reread + recheck)} (read ${ms(reread)}, check ${ms(recheck)}; ${changed?.file ?? 'no page'} changed, compiled schemas and the other files' results reused, as in npm run dev).`,
  ].join('\n');
}
