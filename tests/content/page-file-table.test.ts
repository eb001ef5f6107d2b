import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localizePath } from '../../src/content/routes';
import { namespacesInContent } from '../../src/content/text-namespaces';
import { PROJECT_ROOT } from '../helpers/temp-project';

/**
 * Issue 19.5: docs/editing.md's table "Which file is which page" (address -> page file -> text
 * files) must match pages/ and the text keys each page names.
 */
const guide = readFileSync(join(PROJECT_ROOT, 'docs', 'editing.md'), 'utf8');

function documentedRows(): string[][] {
  const section = guide.slice(guide.indexOf('## Which file is which page'));
  const table = section.slice(0, section.indexOf('\n\n', section.indexOf('\n|')));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

function actualRows(): string[][] {
  const known = new Set(
    readdirSync(join(PROJECT_ROOT, 'locales', 'de')).map((f) => f.replace(/\.json$/, '')),
  );
  const code = (values: readonly string[]) => values.map((v) => `\`${v}\``).join(', ');
  return readdirSync(join(PROJECT_ROOT, 'pages'))
    .filter((f) => f.endsWith('.json') && f !== 'site.json')
    .map((file) => {
      const page = JSON.parse(readFileSync(join(PROJECT_ROOT, 'pages', file), 'utf8')) as {
        path: string;
        aliases?: string[];
      };
      const paths = [page.path, ...(page.aliases ?? [])];
      const english = page.path === '*' ? ['*'] : paths.map((p) => localizePath(p, 'en'));
      const texts = [...namespacesInContent(page, known)].filter((n) => n !== 'common').sort();
      return [
        code(paths),
        code(english),
        code([`pages/${file}`]),
        code(texts.map((t) => `${t}.json`)),
      ];
    })
    .sort(
      (a, b) =>
        order(a[0] as string) - order(b[0] as string) ||
        (a[0] as string).localeCompare(b[0] as string),
    );
}

/** Home first, the not-found page last, the rest alphabetically. */
function order(address: string): number {
  return address === '`/`' ? 0 : address === '`*`' ? 2 : 1;
}

describe('docs/editing.md: which file is which page', () => {
  it('lists every page file with its addresses and text files', () => {
    expect(documentedRows()).toEqual(actualRows());
  });
});
