import type { AnySchema } from 'ajv';
import type { ArticleFile } from '../articles';
import { LANGUAGES, isLanguage } from '../locales';
import { offsetToLineColumn } from '../json-document';
import type { ComponentKeyUse, ProjectInput, RawFile } from '../validate-project';
import { diskFiles, type ProjectFiles } from './project-files';

/** Schemas the validator does not load: the API's, and the validator's own report format. */
const NOT_CONTENT_SCHEMAS = /^schema\/(api|reports)\//;

/** Reads every content file of the project into the pure validator's input. */
export function readProject(root: string, files: ProjectFiles = diskFiles(root)): ProjectInput {
  const read = (file: string): RawFile => ({ file, text: files.read(file) });
  const schemas = files
    .list('schema')
    .filter((f) => f.endsWith('.schema.json') && !NOT_CONTENT_SCHEMAS.test(f))
    .map((f) => JSON.parse(files.read(f)) as AnySchema);
  const pages = files
    .list('pages')
    .filter((f) => /^pages\/[^/]+\.json$/.test(f) && f !== 'pages/site.json')
    .map(read);
  const locales: ProjectInput['locales'] = [];
  for (const file of files.list('locales')) {
    const match = /^locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match || !isLanguage(match[1])) continue;
    locales.push({ ...read(file), language: match[1], namespace: match[2] as string });
  }
  const articles: ArticleFile[] = [];
  for (const language of LANGUAGES) {
    for (const file of files.list(`pages/articles/${language}`)) {
      if (/^pages\/articles\/[^/]+\/[^/]+\.json$/.test(file))
        articles.push({ ...read(file), language });
    }
  }
  const publicFiles = new Set(files.list('public').map((f) => f.slice('public'.length)));
  const componentKeys = scanComponentKeys(files);
  const linksOut = files.linksOut?.() ?? [];
  // A site file that is such a link is not read (reported below, like every other).
  const site = linksOut.some((link) => link.file === 'pages/site.json')
    ? { file: 'pages/site.json', text: '' }
    : read('pages/site.json');
  return {
    schemas,
    site,
    pages,
    articles,
    locales,
    publicFiles,
    componentKeys,
    linksOut,
  };
}

/**
 * Text keys written literally in components (`t('common.menu.open')`). Keys built at run time
 * (from page props) are checked through the page files instead.
 */
function scanComponentKeys(files: ProjectFiles): ComponentKeyUse[] {
  const uses: ComponentKeyUse[] = [];
  const pattern = /\b(?:t|i18nKey=|labelKey:)\(?\s*['"]([a-z][\w-]*(?:\.[\w-]+)+)['"]/g;
  for (const file of files.list('src/web').filter((f) => /\.(ts|tsx)$/.test(f))) {
    const text = files.read(file);
    for (const match of text.matchAll(pattern)) {
      const offset = (match.index ?? 0) + match[0].indexOf(match[1] as string);
      const { line, column } = offsetToLineColumn(text, offset);
      uses.push({ key: match[1] as string, file, line, column });
    }
  }
  return uses;
}
