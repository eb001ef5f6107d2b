import { menuLabel } from './menu-label';

/**
 * The editor's content model: every page, site and locale file as parsed JSON, keyed by its
 * project path. Pure functions, each returning a new `Docs` (undo keeps the old ones).
 */
export type Docs = Readonly<Record<string, unknown>>;
export type Language = 'de' | 'en';
export const LANGUAGES: readonly Language[] = ['de', 'en'];
export const SITE_FILE = 'pages/site.json';

export interface Section {
  type: string;
  anchor?: string;
  /** The last day the section is shown (src/content/end-dates.ts). */
  until?: string;
  props: Record<string, unknown>;
}
export interface Page {
  $schema?: string;
  version?: number;
  path: string;
  aliases?: string[];
  meta: { title: string; description: string; keywords: string; image?: string; robots?: string };
  sections: Section[];
}

type Path = ReadonlyArray<string | number>;

export function getIn(value: unknown, path: Path): unknown {
  let current = value;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

/** `value` with `path` set to `next` (undefined removes the key), copying only the way down. */
export function setIn(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...Array<string | number>];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setIn(copy[head as number], rest, next);
    return copy;
  }
  const object = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const child = setIn(object[head], rest, next);
  const copy = { ...object };
  if (child === undefined) delete copy[head];
  else copy[head] = child;
  return copy;
}

export const pageFiles = (docs: Docs) =>
  Object.keys(docs)
    .filter((f) => /^pages\/[^/]+\.json$/.test(f) && f !== SITE_FILE && docs[f] != null)
    .sort();

/** `pages/careers.json` -> `careers` (the page's locale file and the start of its keys). */
export const namespaceOf = (file: string) => file.replace(/^pages\//, '').replace(/\.json$/, '');
export const localeFile = (language: Language, namespace: string) =>
  `locales/${language}/${namespace}.json`;

export function getText(docs: Docs, language: Language, key: string): string | undefined {
  const [namespace, ...rest] = key.split('.');
  const value = getIn(docs[localeFile(language, namespace ?? '')], rest);
  return typeof value === 'string' ? value : undefined;
}

export function setText(docs: Docs, language: Language, key: string, text: string): Docs {
  const [namespace = '', ...rest] = key.split('.');
  const file = localeFile(language, namespace);
  return { ...docs, [file]: setIn(docs[file] ?? {}, rest, text) };
}

export function keyExists(docs: Docs, key: string): boolean {
  return LANGUAGES.some((language) => getText(docs, language, key) !== undefined);
}

const camel = (type: string) => type.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** A section's name inside its page's keys: its anchor, or its type (numbered when repeated). */
export function sectionKeyName(page: Page, index: number): string {
  const section = page.sections[index];
  if (!section) return 'section';
  if (section.anchor) return camel(section.anchor);
  const same = page.sections.slice(0, index).filter((s) => s.type === section.type).length;
  return `${camel(section.type)}${same > 0 ? same + 1 : ''}`;
}

/**
 * A new, unused text key `<page>.<section>.<field>` (e.g. `careers.hero.title`); people never
 * type keys. Array items become numbered (`paragraphs.2`).
 */
export function generateKey(docs: Docs, namespace: string, section: string, field: Path): string {
  const tail = field.map((s) => (typeof s === 'number' ? String(s + 1) : s)).join('.');
  const base = `${namespace}.${section}${tail ? `.${tail}` : ''}`;
  let key = base;
  for (let n = 2; keyExists(docs, key); n++) key = `${base}-${n}`;
  return key;
}

/** A place that links to a page: a value in a page or site file, or an article's text. */
export interface LinkPlace {
  file: string;
  /** The value's segments in the file (`['sections', 1, 'props', 'cta', 'to']`); [] for an article. */
  at: Array<string | number>;
}

/** Every place in the page and site files and articles that links to `path` (besides `except`). */
export function linkPlaces(
  docs: Docs,
  path: string,
  except?: string,
  articles: Readonly<Record<string, string>> = {},
): LinkPlace[] {
  const places: LinkPlace[] = [];
  const visit = (value: unknown, file: string, at: Array<string | number>) => {
    if (typeof value === 'string') {
      if (value === path || value.startsWith(`${path}#`) || value.startsWith(`${path}?`))
        places.push({ file, at });
    } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, file, [...at, i]));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) {
        if (k === 'path' || k === '$schema') continue;
        visit(v, file, [...at, k]);
      }
  };
  for (const file of [...pageFiles(docs), SITE_FILE])
    if (file !== except && docs[file] != null) visit(docs[file], file, []);
  for (const [file, text] of Object.entries(articles)) {
    const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`href=\\\\"(/en)?${escaped}([#?"\\\\])`).test(text))
      places.push({ file, at: [] });
  }
  return places;
}

export interface NewPageInput {
  name: string;
  path: string;
  texts: Record<Language, { title: string; description: string }>;
  sections: Array<{ type: string; props: Record<string, unknown> }>;
}

/** pages/<name>.json and locales/<de|en>/<name>.json for a new page. */
export function createPage(docs: Docs, input: NewPageInput): Docs {
  const file = `pages/${input.name}.json`;
  const page: Page = {
    $schema: '../schema/page.schema.json',
    version: 1,
    path: input.path,
    meta: {
      title: `${input.name}.meta.title`,
      description: `${input.name}.meta.description`,
      keywords: `${input.name}.meta.keywords`,
      // No picture named: the build draws the page's own from its first section (decision 250).
    },
    sections: input.sections.map((s) => ({ type: s.type, props: s.props })),
  };
  let next: Docs = { ...docs, [file]: page };
  for (const language of LANGUAGES) {
    const { title, description } = input.texts[language];
    next = setText(next, language, `${input.name}.meta.title`, title);
    next = setText(next, language, `${input.name}.meta.description`, description);
    next = setText(next, language, `${input.name}.meta.keywords`, title);
  }
  return next;
}

/** A copy of a page under a new name and path, with its own copy of its texts. */
export function duplicatePage(docs: Docs, file: string, name: string, path: string): Docs {
  const from = namespaceOf(file);
  const text = JSON.stringify(docs[file]).replaceAll(`"${from}.`, `"${name}.`);
  const page = { ...(JSON.parse(text) as Page), path };
  delete page.aliases;
  const next: Record<string, unknown> = { ...docs, [`pages/${name}.json`]: page };
  for (const language of LANGUAGES) {
    const texts = docs[localeFile(language, from)];
    if (texts !== undefined && texts !== null) next[localeFile(language, name)] = texts;
  }
  return next;
}

/** Removes a page and its locale files (delete-page.ts plans the rest: links, labels, images). */
export function deletePage(docs: Docs, file: string): Docs {
  const namespace = namespaceOf(file);
  const next: Record<string, unknown> = { ...docs, [file]: null };
  for (const language of LANGUAGES)
    if (docs[localeFile(language, namespace)] != null) next[localeFile(language, namespace)] = null;
  return next;
}

interface NavItem {
  key: string;
  translationKey: string;
  to?: string;
  subRoutes?: NavItem[];
}
interface SiteFile {
  productName?: string;
  navigation: { primary: NavItem[]; secondary?: NavItem[] };
  footer: { columns: Array<{ key: string; items: NavItem[] }> };
}

/** New footer links go to the "company" column (about, values...), else the last one. */
function footerColumn(site: SiteFile): number {
  const company = site.footer.columns.findIndex((c) => c.key === 'company');
  return company >= 0 ? company : site.footer.columns.length - 1;
}

export type Placement = 'menu' | 'footer';

function navLists(site: SiteFile, where: Placement): NavItem[][] {
  if (where === 'menu') {
    const primary = site.navigation.primary;
    return [primary, ...primary.map((i) => i.subRoutes ?? []), site.navigation.secondary ?? []];
  }
  return site.footer.columns.map((c) => c.items);
}

/**
 * The labels (text keys) of the page's entries in the menu and the footer, each with where it
 * is shown: usually one key for both (`common.nav.careers`).
 */
export function navLabels(docs: Docs, path: string): Array<{ key: string; where: Placement[] }> {
  const site = docs[SITE_FILE] as SiteFile | undefined;
  const labels = new Map<string, Placement[]>();
  if (!site) return [];
  for (const where of ['menu', 'footer'] as const)
    for (const list of navLists(site, where))
      for (const item of list) {
        if (item.to !== path) continue;
        const places = labels.get(item.translationKey) ?? [];
        if (!places.includes(where)) places.push(where);
        labels.set(item.translationKey, places);
      }
  return [...labels].map(([key, where]) => ({ key, where }));
}

export function isPlaced(docs: Docs, path: string, where: Placement): boolean {
  const site = docs[SITE_FILE] as SiteFile | undefined;
  return !!site && navLists(site, where).some((list) => list.some((i) => i.to === path));
}

/**
 * Adds the page to the menu's second list (after contact, FAQ, news...; the first list is the
 * products' and SPEC §2 fixes it) or to the footer's "company" column, labelled with a
 * `common.nav.<name>` text that starts as the page's title without the brand (menu-label.ts); or
 * removes it from there. The
 * by-hand guide (docs/editing.md section 5) writes the same (issue 38.8, decision 260).
 */
export function setPlaced(docs: Docs, file: string, where: Placement, on: boolean): Docs {
  const site = docs[SITE_FILE] as SiteFile;
  const page = docs[file] as Page;
  const name = camel(namespaceOf(file));
  if (!on) {
    let next: unknown = site;
    if (where === 'menu') {
      next = setIn(
        next,
        ['navigation', 'primary'],
        site.navigation.primary
          .filter((i) => i.to !== page.path)
          .map((i) =>
            i.subRoutes ? { ...i, subRoutes: i.subRoutes.filter((s) => s.to !== page.path) } : i,
          ),
      );
      if (site.navigation.secondary)
        next = setIn(
          next,
          ['navigation', 'secondary'],
          site.navigation.secondary.filter((i) => i.to !== page.path),
        );
    } else {
      next = setIn(
        next,
        ['footer', 'columns'],
        site.footer.columns.map((c) => ({
          ...c,
          items: c.items.filter((i) => i.to !== page.path),
        })),
      );
    }
    return { ...docs, [SITE_FILE]: next };
  }
  const translationKey = `common.nav.${name}`;
  let next: Docs = docs;
  for (const language of LANGUAGES)
    if (getText(next, language, translationKey) === undefined)
      next = setText(
        next,
        language,
        translationKey,
        menuLabel(getText(docs, language, page.meta.title) ?? name, site.productName ?? ''),
      );
  const item = { key: name, translationKey, to: page.path };
  const updated =
    where === 'menu'
      ? setIn(site, ['navigation', 'secondary'], [...(site.navigation.secondary ?? []), item])
      : setIn(
          site,
          ['footer', 'columns', footerColumn(site), 'items'],
          [...(site.footer.columns[footerColumn(site)]?.items ?? []), item],
        );
  return { ...next, [SITE_FILE]: updated };
}

/** Moves an item of an array from one place to another. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * My changes (base -> mine) laid onto the file's new version on disk (theirs), value by value:
 * what only one side changed keeps that change; where both changed the same value, mine wins.
 */
export function rebase(base: unknown, mine: unknown, theirs: unknown): unknown {
  if (sameValue(base, mine)) return theirs;
  if (sameValue(base, theirs) || sameValue(mine, theirs)) return mine;
  if (isRecord(base) && isRecord(mine) && isRecord(theirs)) {
    const out: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
      const merged = rebase(base[key], mine[key], theirs[key]);
      if (merged !== undefined) out[key] = merged;
    }
    return out;
  }
  return mine;
}
