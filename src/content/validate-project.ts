import type { AnySchema } from 'ajv';
import { servedPathCheck } from './page-match';
import { validateArticles, type ArticleFile } from './articles';
import { folderLinkProblems, type FolderLink } from './folder-link-problems';
import { problemAt, type JsonDocument } from './json-document';
import { flattenLocale, type FlatLocale, type LocaleFile } from './locale-files';
import { LANGUAGES, type Language } from './locales';
import type { Problem } from './problem';
import type { Reference } from './references';
import { checkReferences } from './check-references';
import { NOT_FOUND_PATH } from './routes';
import { UnreadableFiles } from './unreadable-files';
import { ValidationCache } from './validation-cache';

export interface RawFile {
  /** Project-relative path with forward slashes. */
  file: string;
  text: string;
}

export interface ComponentKeyUse {
  key: string;
  file: string;
  line: number;
  column: number;
}

export interface ProjectInput {
  schemas: AnySchema[];
  site: RawFile;
  pages: RawFile[];
  /** News articles, pages/articles/<de|en>/<slug>.json (optional for callers without any). */
  articles?: ArticleFile[];
  locales: Array<RawFile & { language: Language; namespace: string }>;
  /** Site paths of the files in public/, e.g. `/images/hero.svg`. */
  publicFiles: ReadonlySet<string>;
  componentKeys: ComponentKeyUse[];
  /** Links in the content folders that lead out of them or to nothing (not read, not listed). */
  linksOut?: FolderLink[];
}

export interface ValidatedDocument {
  doc: JsonDocument;
  references: Reference[];
  valid: boolean;
}

export interface ProjectReport {
  problems: Problem[];
  /** One line per file that does not parse: the checks skipped until it does. */
  skipped: string[];
  checkedFiles: number;
  /** Every content file checked, project-relative. */
  files: string[];
  pages: ValidatedDocument[];
  site: ValidatedDocument | null;
  locales: Record<Language, FlatLocale>;
}

export function validateProject(
  input: ProjectInput,
  cache: ValidationCache = new ValidationCache(),
): ProjectReport {
  const problems: Problem[] = [];
  const validator = cache.schemaValidator(input.schemas);
  const unreadable = new UnreadableFiles();

  const validateDocument = (raw: RawFile, schemaId: string): ValidatedDocument | null => {
    const { parsed, validated, problems: own } = cache.check(raw, schemaId, validator);
    problems.push(...own);
    if (!parsed.ok) {
      if (schemaId === 'site.schema.json') unreadable.addSite(parsed);
      else if (schemaId === 'article.schema.json')
        unreadable.addArticle(parsed, (raw as ArticleFile).language);
      else unreadable.addPage(parsed);
    }
    return validated;
  };

  const site = validateDocument(input.site, 'site.schema.json');
  const pages = input.pages
    .map((raw) => validateDocument(raw, 'page.schema.json'))
    .filter((p): p is ValidatedDocument => p !== null);
  const isServed = servedPathCheck(
    pages.map((p) => p.doc.data as { path?: unknown; aliases?: unknown }),
  );
  const articles = validateArticles(
    input.articles ?? [],
    validateDocument,
    problems,
    (path) => isServed(path) || unreadable.mayServe(path),
    (id, language) => unreadable.mayHaveArticle(id, language),
  );

  const locales = {} as Record<Language, FlatLocale>;
  for (const language of LANGUAGES) {
    const files: LocaleFile[] = [];
    for (const raw of input.locales.filter((l) => l.language === language)) {
      const parsed = cache.parse(raw);
      if (parsed.ok) files.push({ language, namespace: raw.namespace, doc: parsed.doc });
      else {
        problems.push(parsed.problem);
        unreadable.addLocale(parsed, language, raw.namespace);
      }
    }
    locales[language] = flattenLocale(files, problems);
  }

  checkPagePaths(pages, problems, unreadable);
  problems.push(
    ...checkReferences({
      documents: [...(site ? [site] : []), ...pages, ...articles],
      pages,
      locales,
      publicFiles: input.publicFiles,
      componentKeys: input.componentKeys,
      unreadable,
    }),
  );

  problems.push(...folderLinkProblems(input.linksOut ?? []));

  const files = [input.site, ...input.pages, ...input.locales, ...(input.articles ?? [])].map(
    (f) => f.file,
  );
  return {
    problems,
    skipped: unreadable.notes,
    checkedFiles: files.length,
    files,
    pages,
    site,
    locales,
  };
}

function checkPagePaths(
  pages: readonly ValidatedDocument[],
  problems: Problem[],
  unreadable: UnreadableFiles,
): void {
  const owners = new Map<string, string>();
  for (const page of pages) {
    const data = page.doc.data as { path?: unknown; aliases?: unknown };
    const entries: Array<{ path: string; segments: Array<string | number> }> = [];
    if (typeof data.path === 'string') entries.push({ path: data.path, segments: ['path'] });
    if (Array.isArray(data.aliases)) {
      data.aliases.forEach(
        (a, i) => typeof a === 'string' && entries.push({ path: a, segments: ['aliases', i] }),
      );
    }
    for (const entry of entries) {
      const owner = owners.get(entry.path);
      if (owner) {
        problems.push({
          ...problemAt(
            page.doc,
            entry.segments,
            'duplicate-path',
            `the path "${entry.path}" is already served by ${owner}`,
            { suggestion: 'give each page its own path, or delete one of the two files' },
          ),
          related: [owner],
        });
      } else owners.set(entry.path, page.doc.file);
    }
  }
  if (pages.length > 0 && !owners.has(NOT_FOUND_PATH) && !unreadable.mayServe(NOT_FOUND_PATH)) {
    const first = pages[0] as ValidatedDocument;
    problems.push(
      problemAt(
        first.doc,
        [],
        'missing-not-found-page',
        'no page has "path": "*" (the page shown for unknown addresses)',
        {
          suggestion: 'keep pages/not-found.json',
          path: '(project)',
        },
      ),
    );
  }
}
