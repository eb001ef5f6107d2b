import { parseArticleDate } from './article-date';
import { checkArticleHtml } from './article-html-check';
import { checkArticleLinks } from './article-links';
import { problemAt } from './json-document';
import { problemInString } from './json-string-location';
import { LANGUAGES, type Language } from './locales';
import type { Problem } from './problem';
import type { RawFile, ValidatedDocument } from './validate-project';
import { LANGUAGE_NAMES } from './language-names';

/** `pages/articles/<language>/<slug>.json`. */
export interface ArticleFile extends RawFile {
  language: Language;
}

interface ArticleFields {
  id?: unknown;
  slug?: unknown;
  date?: unknown;
  content?: unknown;
}

/**
 * Checks every article against schema/article.schema.json, then what a schema cannot see: the
 * file name is the slug, the date is a real date, ids and slugs are unique per language, each
 * id exists in both languages, and the HTML holds nothing the sanitiser would remove.
 */
export function validateArticles(
  files: readonly ArticleFile[],
  validateDocument: (raw: RawFile, schemaId: string) => ValidatedDocument | null,
  problems: Problem[],
  /** Is a site path served by a page? Without it, links inside articles are not checked. */
  isServedPath?: (path: string) => boolean,
  /** Could an article with this id be in a file of that language that does not parse? */
  mayExistUnread: (id: string, language: Language) => boolean = () => false,
): ValidatedDocument[] {
  const documents: ValidatedDocument[] = [];
  const byLanguage: Record<Language, Array<{ doc: ValidatedDocument; data: ArticleFields }>> = {
    de: [],
    en: [],
  };
  for (const file of files) {
    const validated = validateDocument(file, 'article.schema.json');
    if (!validated) continue;
    documents.push(validated);
    const data = validated.doc.data as ArticleFields;
    byLanguage[file.language].push({ doc: validated, data });
    problems.push(...checkOneArticle(file, validated, data, isServedPath));
  }
  for (const language of LANGUAGES) {
    problems.push(
      ...checkUnique(byLanguage[language], 'slug'),
      ...checkUnique(byLanguage[language], 'id'),
    );
  }
  problems.push(...checkBothLanguages(byLanguage, mayExistUnread));
  return documents;
}

function checkOneArticle(
  file: ArticleFile,
  validated: ValidatedDocument,
  data: ArticleFields,
  isServedPath?: (path: string) => boolean,
) {
  const problems: Problem[] = [];
  const doc = validated.doc;
  const fileSlug = file.file.replace(/^.*\//, '').replace(/\.json$/, '');
  if (typeof data.slug === 'string' && data.slug !== fileSlug) {
    problems.push(
      problemAt(
        doc,
        ['slug'],
        'article-slug-mismatch',
        `the slug "${data.slug}" differs from the file name "${fileSlug}.json"`,
        {
          suggestion: `rename the file to ${data.slug}.json or set "slug": "${fileSlug}"`,
        },
      ),
    );
  }
  if (typeof data.date === 'string' && validated.valid && !parseArticleDate(data.date)) {
    problems.push(
      problemAt(doc, ['date'], 'invalid-date', `"${data.date}" is not a real date`, {
        suggestion:
          'write day.month.year of a day that exists, e.g. "15.5.2025" or "15.5.2025, 09:30"',
      }),
    );
  }
  if (typeof data.content === 'string') {
    const issues = [
      ...checkArticleHtml(data.content),
      ...(isServedPath ? checkArticleLinks(data.content, file.language, isServedPath) : []),
    ].sort((a, b) => a.index - b.index);
    for (const issue of issues) {
      problems.push(problemInString(doc, ['content'], issue.index, issue));
    }
  }
  return problems;
}

function checkUnique(
  articles: ReadonlyArray<{ doc: ValidatedDocument; data: ArticleFields }>,
  field: 'id' | 'slug',
): Problem[] {
  const problems: Problem[] = [];
  const owners = new Map<string, string>();
  for (const { doc, data } of articles) {
    const value = data[field];
    if (typeof value !== 'string') continue;
    const owner = owners.get(value);
    if (owner === undefined) {
      owners.set(value, doc.doc.file);
      continue;
    }
    problems.push(
      problemAt(
        doc.doc,
        [field],
        'duplicate-article',
        `the ${field} "${value}" is already used by ${owner}`,
        {
          suggestion:
            field === 'slug'
              ? 'every article of a language needs its own slug (its URL)'
              : 'every article of a language needs its own id; the same id is only shared with the other language',
        },
      ),
    );
  }
  return problems;
}

function checkBothLanguages(
  byLanguage: Record<Language, ReadonlyArray<{ doc: ValidatedDocument; data: ArticleFields }>>,
  mayExistUnread: (id: string, language: Language) => boolean,
): Problem[] {
  const problems: Problem[] = [];
  for (const language of LANGUAGES) {
    const other: Language = language === 'de' ? 'en' : 'de';
    const otherIds = new Set(byLanguage[other].map((a) => a.data.id));
    for (const { doc, data } of byLanguage[language]) {
      if (typeof data.id !== 'string' || otherIds.has(data.id)) continue;
      if (mayExistUnread(data.id, other)) continue;
      problems.push(
        problemAt(
          doc.doc,
          ['id'],
          'article-one-language',
          `the article "${data.id}" exists in ${LANGUAGE_NAMES[language]} only`,
          {
            suggestion: `add its ${LANGUAGE_NAMES[other]} version to pages/articles/${other}/ with "id": "${data.id}" (or correct a misspelt id)`,
          },
        ),
      );
    }
  }
  return problems;
}
