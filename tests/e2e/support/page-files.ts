import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the page files and locale files hold, so a spec counts what the content says (steps,
 * slides, members, questions, articles) instead of pinning today's numbers: a site with another
 * team or a tenth question still passes, and a page that drops an item still fails.
 */
const root = join(import.meta.dirname, '..', '..', '..');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

export type PageSection = { type: string; anchor?: string; props: Record<string, unknown> };

/** The sections of `pages/<file>.json`, in order. */
export function pageSections(file: string): PageSection[] {
  return readJson<{ sections: PageSection[] }>(join(root, 'pages', `${file}.json`)).sections;
}

/** The props of the section with this anchor, or of the first section of this type. */
export function sectionProps(
  file: string,
  which: { anchor: string } | { type: string },
): Record<string, unknown> {
  const section = pageSections(file).find((s) =>
    'anchor' in which ? s.anchor === which.anchor : s.type === which.type,
  );
  if (!section) throw new Error(`pages/${file}.json has no section ${JSON.stringify(which)}`);
  return section.props;
}

/** How many entries a list in a section's props has (`steps`, `items`, `members`...). */
export function countIn(
  file: string,
  which: { anchor: string } | { type: string },
  list: string,
): number {
  const value = sectionProps(file, which)[list];
  if (!Array.isArray(value)) throw new Error(`${list} of ${JSON.stringify(which)} is no list`);
  return value.length;
}

/** A text of `locales/<language>/<file>.json` by its key (`faq.questions.1.question`). */
export function localeValue(language: 'de' | 'en', key: string): unknown {
  const [file, ...path] = key.split('.');
  let value: unknown = readJson(join(root, 'locales', language, `${file}.json`));
  for (const part of path) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}

/** The FAQ's questions in a group (`faq.questions`): numbered keys 1, 2, ... (decision 071). */
export function questionCount(language: 'de' | 'en', group: string): number {
  const questions = localeValue(language, group) as Record<string, unknown>;
  let count = 0;
  while (questions[String(count + 1)]) count++;
  return count;
}

/** How many articles a language has (`pages/articles/<language>/`). */
export function articleCount(language: 'de' | 'en'): number {
  return readdirSync(join(root, 'pages', 'articles', language)).filter((f) => f.endsWith('.json'))
    .length;
}
