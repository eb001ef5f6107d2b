import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { AnySchema } from 'ajv';
import { isLanguage } from '../locales';
import { offsetToLineColumn } from '../json-document';
import type { ComponentKeyUse, ProjectInput, RawFile } from '../validate-project';
import { readArticleFiles } from './read-articles';

/** Reads every content file of the project at `root` into the pure validator's input. */
export function readProject(root: string): ProjectInput {
  const read = (path: string): RawFile => ({
    file: toPosix(relative(root, path)),
    text: readFileSync(path, 'utf8'),
  });
  const schemaFiles = listFiles(
    join(root, 'schema'),
    (f) => f.endsWith('.json') && !f.includes(`${sep}api${sep}`),
  );
  const schemas = schemaFiles.map((f) => JSON.parse(readFileSync(f, 'utf8')) as AnySchema);
  const pagesDir = join(root, 'pages');
  const pages = readdirSync(pagesDir)
    .filter((f) => f.endsWith('.json') && f !== 'site.json')
    .sort()
    .map((f) => read(join(pagesDir, f)));
  const locales: ProjectInput['locales'] = [];
  for (const language of readdirSync(join(root, 'locales')).sort()) {
    if (!isLanguage(language)) continue;
    for (const f of readdirSync(join(root, 'locales', language)).sort()) {
      if (!f.endsWith('.json')) continue;
      locales.push({
        ...read(join(root, 'locales', language, f)),
        language,
        namespace: f.slice(0, -5),
      });
    }
  }
  const publicDir = join(root, 'public');
  const publicFiles = new Set(
    listFiles(publicDir, () => true).map((f) => `/${toPosix(relative(publicDir, f))}`),
  );
  return {
    schemas,
    site: read(join(pagesDir, 'site.json')),
    pages,
    articles: readArticleFiles(root),
    locales,
    publicFiles,
    componentKeys: scanComponentKeys(root),
  };
}

/**
 * Text keys written literally in components (`t('common.menu.open')`). Keys built at run time
 * (from page props) are checked through the page files instead.
 */
export function scanComponentKeys(root: string): ComponentKeyUse[] {
  const uses: ComponentKeyUse[] = [];
  const pattern = /\b(?:t|i18nKey=|labelKey:)\(?\s*['"]([a-z][\w-]*(?:\.[\w-]+)+)['"]/g;
  const files = listFiles(join(root, 'src', 'web'), (f) => /\.(ts|tsx)$/.test(f));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(pattern)) {
      const offset = (match.index ?? 0) + match[0].indexOf(match[1] as string);
      const { line, column } = offsetToLineColumn(text, offset);
      uses.push({ key: match[1] as string, file: toPosix(relative(root, file)), line, column });
    }
  }
  return uses;
}

function listFiles(dir: string, keep: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...listFiles(path, keep));
    else if (keep(path)) out.push(path);
  }
  return out;
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}
