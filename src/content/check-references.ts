import { problemAt } from './json-document';
import type { FlatLocale } from './locale-files';
import { LANGUAGES, type Language } from './locales';
import type { Problem } from './problem';
import type { RuleId } from './rules';
import { servedPathCheck } from './page-match';
import { NOT_FOUND_PATH, servedPaths } from './routes';
import { closestKey, didYouMean } from './suggest';
import type { UnreadableFiles } from './unreadable-files';
import type { ComponentKeyUse, ValidatedDocument } from './validate-project';
import { LANGUAGE_NAMES } from './language-names';

interface ReferenceCheckInput {
  documents: readonly ValidatedDocument[];
  pages: readonly ValidatedDocument[];
  locales: Record<Language, FlatLocale>;
  publicFiles: ReadonlySet<string>;
  componentKeys: readonly ComponentKeyUse[];
  /** Files with a syntax error: what they may hold is not reported as missing. */
  unreadable?: UnreadableFiles;
}

/** Text keys, internal links and public files named anywhere must exist. */
export function checkReferences(input: ReferenceCheckInput): Problem[] {
  const problems: Problem[] = [];
  // Every key of both languages, for "did you mean": built only when a key is missing.
  let allKeys: Set<string> | undefined;
  const everyKey = () =>
    (allKeys ??= new Set([...input.locales.de.texts.keys(), ...input.locales.en.texts.keys()]));
  const unreadable = input.unreadable;
  const { de, en } = input.locales;
  const missingIn = (key: string): Language[] =>
    de.texts.has(key) && en.texts.has(key)
      ? []
      : LANGUAGES.filter((l) => !input.locales[l].texts.has(key) && !unreadable?.hidesText(key, l));
  const describeMissing = (key: string, languages: Language[]) =>
    languages.length === 2
      ? `text key "${key}" exists in no locale file`
      : `text key "${key}" has no ${LANGUAGE_NAMES[languages[0] as Language]} text`;
  const keySuggestion = (key: string, languages: Language[]) => {
    if (languages.length === 1) return `add it to ${localeFileOf(key, languages[0] as Language)}`;
    const near = closestKey(key, everyKey());
    return near
      ? `did you mean "${near}"?`
      : `add it to ${localeFileOf(key, 'de')} and ${localeFileOf(key, 'en')}`;
  };

  const anchorsByPath = collectAnchors(input.pages);
  const pageData = input.pages.map((p) => p.doc.data as { path: string; aliases?: string[] });
  const isServedPath = servedPathCheck(pageData);
  // For "did you mean" on a dead link.
  const served = servedPaths(pageData);

  for (const document of input.documents) {
    for (const ref of document.references) {
      if (ref.kind === 'text-key') {
        const languages = missingIn(ref.value);
        if (languages.length) {
          problems.push({
            ...problemAt(
              document.doc,
              ref.segments,
              missingRule(languages),
              describeMissing(ref.value, languages),
              { suggestion: keySuggestion(ref.value, languages) },
            ),
            related: localeFilesOf(ref.value),
          });
        }
      } else if (ref.kind === 'public-asset') {
        if (!input.publicFiles.has(ref.value)) {
          problems.push({
            ...problemAt(
              document.doc,
              ref.segments,
              'missing-asset',
              `the file "${ref.value}" does not exist in public/`,
              {
                suggestion:
                  didYouMean(ref.value, input.publicFiles) ??
                  `add public${ref.value} or correct the name`,
              },
            ),
            related: [`public${ref.value}`],
          });
        }
      } else {
        const [path = '/', hash] = ref.value.split('#');
        const target = path === '' ? '/' : path.replace(/\/+$/, '') || '/';
        const isServed = isServedPath(target) || Boolean(unreadable?.mayServe(target));
        if (!isServed) {
          problems.push(
            problemAt(
              document.doc,
              ref.segments,
              'dead-link',
              `the link "${ref.value}" goes to no page`,
              {
                suggestion: didYouMean(target, served) ?? 'link to the "path" of a file in pages/',
              },
            ),
          );
        } else if (hash && anchorsByPath.has(target) && !anchorsByPath.get(target)?.has(hash)) {
          const anchors = anchorsByPath.get(target) ?? new Set<string>();
          problems.push(
            problemAt(
              document.doc,
              ref.segments,
              'missing-anchor',
              `the page "${target}" has no section with "anchor": "${hash}"`,
              {
                suggestion:
                  didYouMean(hash, anchors) ??
                  `anchors on that page: ${[...anchors].join(', ') || 'none'}`,
              },
            ),
          );
        }
      }
    }
  }

  for (const use of input.componentKeys) {
    const languages = missingIn(use.key);
    if (languages.length) {
      problems.push({
        rule: missingRule(languages),
        file: use.file,
        line: use.line,
        column: use.column,
        endLine: use.line,
        endColumn: use.column + use.key.length - 1,
        path: '(component)',
        message: describeMissing(use.key, languages),
        suggestion: keySuggestion(use.key, languages),
        related: localeFilesOf(use.key),
      });
    }
  }

  for (const language of LANGUAGES) {
    const other: Language = language === 'de' ? 'en' : 'de';
    // A typo shows as a pair: the key in this file only, its near twin in the other file only.
    // A near key that both files have is another text, so it is no hint.
    let otherOnlyKeys: string[] | undefined;
    const otherOnly = () =>
      (otherOnlyKeys ??= [...input.locales[other].texts.keys()].filter(
        (k) => !input.locales[language].texts.has(k),
      ));
    for (const [key, origin] of input.locales[language].origins) {
      if (input.locales[other].texts.has(key) || unreadable?.hidesText(key, other)) continue;
      const namespace = `${key.split('.')[0]}.`;
      const near = closestKey(
        key,
        otherOnly().filter((k) => k.startsWith(namespace)),
      );
      problems.push({
        related: [localeFileOf(key, other)],
        ...problemAt(
          origin.doc,
          origin.segments,
          'missing-translation',
          `"${key}" has a ${LANGUAGE_NAMES[language]} text but no ${LANGUAGE_NAMES[other]} one`,
          {
            suggestion: near
              ? `the ${LANGUAGE_NAMES[other]} file has "${near}" instead: a typo in one of them?`
              : `add it to ${localeFileOf(key, other)}`,
          },
        ),
      });
    }
  }
  return problems;
}

function missingRule(languages: readonly Language[]): RuleId {
  return languages.length === 2 ? 'unknown-text-key' : 'missing-translation';
}

function localeFilesOf(key: string): string[] {
  return LANGUAGES.map((language) => localeFileOf(key, language));
}

function localeFileOf(key: string, language: Language): string {
  return `locales/${language}/${key.split('.')[0]}.json`;
}

function collectAnchors(pages: readonly ValidatedDocument[]): Map<string, Set<string>> {
  const anchors = new Map<string, Set<string>>();
  for (const page of pages) {
    const data = page.doc.data as { path?: unknown; aliases?: unknown; sections?: unknown };
    if (typeof data.path !== 'string' || data.path === NOT_FOUND_PATH) continue;
    const set = new Set<string>();
    if (Array.isArray(data.sections)) {
      for (const section of data.sections as Array<{ anchor?: unknown }>) {
        if (typeof section?.anchor === 'string') set.add(section.anchor);
      }
    }
    anchors.set(data.path, set);
    if (Array.isArray(data.aliases))
      for (const a of data.aliases) if (typeof a === 'string') anchors.set(a, set);
  }
  return anchors;
}
