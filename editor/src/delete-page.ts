import {
  deletePage,
  getIn,
  isPlaced,
  LANGUAGES,
  linkPlaces,
  localeFile,
  namespaceOf,
  navLabels,
  setIn,
  setPlaced,
  type Docs,
  type LinkPlace,
  type Page,
} from './model';

/**
 * What deleting a page takes with it (issue 38.2, decision 262): its entries in the menu and
 * the footer, its texts, its menu label, and the images only it shows. Links from other pages
 * or articles are not removed for the person: they are named, to be changed first.
 */
export interface DeletePlan {
  menu: boolean;
  footer: boolean;
  /** Places outside the menu and footer that link to the page. */
  blockers: LinkPlace[];
  /** Menu labels (`common.nav.careers`) nothing else uses once the page is gone. */
  labels: string[];
  /** Files in public/images/ only the page shows (`public/images/careers/team.jpg`). */
  images: string[];
}

/** Every string in a value (page files and texts hold links, keys and image paths as strings). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object')
    for (const child of Object.values(value)) strings(child, out);
  return out;
}

/** The files that remain once `file` and its texts are gone. */
function remaining(docs: Docs, file: string): string[] {
  const gone = new Set([file, ...LANGUAGES.map((l) => localeFile(l, namespaceOf(file)))]);
  return Object.keys(docs).filter((f) => !gone.has(f) && docs[f] != null && f.endsWith('.json'));
}

const withoutPlacements = (docs: Docs, file: string) =>
  setPlaced(setPlaced(docs, file, 'menu', false), file, 'footer', false);

export function planDelete(
  docs: Docs,
  file: string,
  context: {
    articles: Readonly<Record<string, string>>;
    /** Site paths of the files in public/ (`/images/x.png`). */
    publicFiles: readonly string[];
    /** Site paths of files the site's code names itself (`/images/home/hero-poster.webp`). */
    codeAssets: readonly string[];
  },
): DeletePlan {
  const page = docs[file] as Page;
  const menu = isPlaced(docs, page.path, 'menu');
  const footer = isPlaced(docs, page.path, 'footer');
  const after = withoutPlacements(docs, file);
  const blockers = linkPlaces(after, page.path, file, context.articles);

  const others = remaining(after, file);
  const usedElsewhere = new Set(others.flatMap((f) => strings(after[f])));
  const labels = navLabels(docs, page.path)
    .map(({ key }) => key)
    // The page's own texts go with its locale files; a shared text stays while anything uses it.
    .filter((key) => key.startsWith('common.') && !usedElsewhere.has(key));

  // An image another file names anywhere (also inside a text or an article's HTML) stays.
  const elsewhere = [
    ...others.map((f) => JSON.stringify(after[f])),
    ...Object.values(context.articles),
  ];
  const images = [...new Set(strings(page))]
    .filter((path) => path.startsWith('/images/') && context.publicFiles.includes(path))
    .filter(
      (path) => !context.codeAssets.includes(path) && !elsewhere.some((t) => t.includes(path)),
    )
    .map((path) => `public${path}`);
  return { menu, footer, blockers, labels, images };
}

/** The page gone with all the plan names (callers show the plan and check its blockers first). */
export function applyDelete(docs: Docs, file: string, plan: DeletePlan): Docs {
  let next = deletePage(withoutPlacements(docs, file), file);
  for (const key of plan.labels) {
    const [namespace = '', ...rest] = key.split('.');
    for (const language of LANGUAGES) {
      const texts = localeFile(language, namespace);
      if (getIn(next[texts], rest) !== undefined)
        next = { ...next, [texts]: setIn(next[texts], rest, undefined) };
    }
  }
  for (const image of plan.images) next = { ...next, [image]: null };
  return next;
}
