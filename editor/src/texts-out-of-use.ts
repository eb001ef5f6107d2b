import {
  getIn,
  keyExists,
  LANGUAGES,
  localeFile,
  namespaceOf,
  setIn,
  SITE_FILE,
  type Docs,
} from './model';

/** Every string in a JSON value (a page's props name their texts by key). */
function stringsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

const isPageFile = (file: string) =>
  file.startsWith('pages/') && file.endsWith('.json') && !file.startsWith('pages/articles/');

/** `value` without `path`, and without the groups that removal leaves empty. */
function removeIn(value: unknown, path: ReadonlyArray<string>): unknown {
  let next = setIn(value, path, undefined);
  for (let end = path.length - 1; end > 0; end--) {
    const group = getIn(next, path.slice(0, end));
    if (!group || typeof group !== 'object' || Object.keys(group).length > 0) break;
    next = setIn(next, path.slice(0, end), undefined);
  }
  return next;
}

/**
 * `after` without the texts an edit of a page took out of use: keys of the page's own locale
 * files that the page named before the edit and no page or site file names after it. Removing a
 * paragraph, a list entry or a section so removes its texts, in the same undo step; before, an
 * empty one stayed behind in the locale file as a problem no field could reach (editor trial,
 * 2026-11-28). Keys of other files (`common.*`) are shared and stay.
 */
export function withoutTextsOutOfUse(before: Docs, after: Docs): Docs {
  const gone: string[] = [];
  for (const file of Object.keys(after)) {
    if (!isPageFile(file) || file === SITE_FILE || before[file] === after[file]) continue;
    if (before[file] == null || after[file] == null) continue;
    const own = `${namespaceOf(file)}.`;
    const still = stringsIn(after[file]);
    for (const text of stringsIn(before[file]))
      if (text.startsWith(own) && !still.has(text) && keyExists(before, text)) gone.push(text);
  }
  if (gone.length === 0) return after;
  const named = new Set<string>();
  for (const file of Object.keys(after)) if (isPageFile(file)) stringsIn(after[file], named);
  let next = after;
  for (const key of gone) {
    if (named.has(key)) continue;
    const [namespace = '', ...rest] = key.split('.');
    for (const language of LANGUAGES) {
      const file = localeFile(language, namespace);
      if (next[file] != null && getIn(next[file], rest) !== undefined)
        next = { ...next, [file]: removeIn(next[file], rest) };
    }
  }
  return next;
}
