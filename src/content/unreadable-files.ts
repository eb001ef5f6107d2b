import type { UnreadableFile } from './json-document';
import { LANGUAGE_NAMES } from './language-names';
import type { Language } from './locales';
import { servedPathCheck } from './page-match';
import { normalizePath } from './routes';

/**
 * Files that do not parse, and what the other checks must therefore not claim: a locale file
 * with a syntax error does not mean its texts are missing, and a page file with one does not
 * mean links to its address are dead. Each such file gets one note saying what was skipped.
 */
export class UnreadableFiles {
  private readonly localeFiles = new Set<string>();
  private readonly pagePaths: string[] = [];
  private anyPagePathUnknown = false;
  private readonly articleIds: Record<Language, Set<string>> = { de: new Set(), en: new Set() };
  private readonly articleIdUnknown: Record<Language, boolean> = { de: false, en: false };
  readonly notes: string[] = [];

  addLocale(file: UnreadableFile, language: Language, namespace: string): void {
    this.localeFiles.add(`${language}:${namespace}`);
    const other = LANGUAGE_NAMES[language === 'de' ? 'en' : 'de'];
    this.notes.push(
      `Skipped until ${file.file} parses: whether its texts match the ${other} ones, and the "${namespace}.…" text keys in ${LANGUAGE_NAMES[language]}.`,
    );
  }

  addPage(file: UnreadableFile): void {
    const { path, aliases } = (file.partial ?? {}) as { path?: unknown; aliases?: unknown };
    if (typeof path === 'string') this.pagePaths.push(path);
    else this.anyPagePathUnknown = true;
    if (Array.isArray(aliases))
      for (const alias of aliases) if (typeof alias === 'string') this.pagePaths.push(alias);
    this.notes.push(
      typeof path === 'string'
        ? `Skipped until ${file.file} parses: its sections, text keys and links.`
        : `Skipped until ${file.file} parses: its sections, text keys and links, and every link to a page (its "path" cannot be read).`,
    );
  }

  addArticle(file: UnreadableFile, language: Language): void {
    const { id } = (file.partial ?? {}) as { id?: unknown };
    if (typeof id === 'string') this.articleIds[language].add(id);
    else this.articleIdUnknown[language] = true;
    this.notes.push(
      `Skipped until ${file.file} parses: its fields, its links and whether it exists in both languages.`,
    );
  }

  addSite(file: UnreadableFile): void {
    this.notes.push(`Skipped until ${file.file} parses: the menu, the footer and their links.`);
  }

  /** Is `key` possibly in `language`, in a file that could not be read? */
  hidesText(key: string, language: Language): boolean {
    return this.localeFiles.has(`${language}:${key.split('.')[0]}`);
  }

  /** Could `path` be served by a page file that could not be read? */
  mayServe(path: string): boolean {
    if (this.anyPagePathUnknown) return true;
    const target = normalizePath(path);
    return servedPathCheck(this.pagePaths.map((p) => ({ path: p })))(target);
  }

  /** Could an article with `id` exist in `language` in a file that could not be read? */
  mayHaveArticle(id: string, language: Language): boolean {
    return this.articleIdUnknown[language] || this.articleIds[language].has(id);
  }
}
