import { create } from 'zustand';
import { api, type Change, type FileState, type Problem } from './api';
import { rebase, type Docs, type Language } from './model';
import type { BothChanged } from './conflict-texts';
import type { Reveal } from './reveal';
import { schemasById, type Schemas } from './schemas';
import { withoutTextsOutOfUse } from './texts-out-of-use';

export type Width = 375 | 768 | 1440;

interface EditorState {
  loaded: boolean;
  /** The files as last read from or written to disk. */
  base: Record<string, FileState>;
  baseDocs: Docs;
  /** The edited state: every content file's value; null for a file deleted in the editor. */
  docs: Docs;
  schemas: Schemas;
  publicFiles: string[];
  /** Uploaded pictures (site paths) the server holds until Save writes them (decision 265). */
  held: string[];
  /** News articles as text (read only): their links count when a page is deleted. */
  articles: Record<string, string>;
  /** Files in public/ the site's code names: a deleted page never takes them along. */
  codeAssets: string[];
  past: Docs[];
  future: Docs[];
  lastTag: string | null;
  lastAt: number;
  page: string | null;
  section: number | null;
  /** Ids of form elements to focus, best first, once drawn (a click on a problem). */
  focus: string[] | null;
  /** Where the focus goes once an opened page or section is drawn (reveal.ts). */
  reveal: Reveal;
  problems: Problem[];
  validating: boolean;
  /** Files changed on disk since the editor read them, not yet answered. */
  conflicts: string[];
  /** For each such file, the values both sides changed (conflict-texts.ts). */
  conflictTexts: Record<string, BothChanged[]>;
  /** Files whose disk change the person chose to overwrite. */
  keptFiles: string[];
  ui: Language;
  previewLanguage: Language;
  width: Width;
  /** Reads the project once (later calls share that reading). */
  load: () => Promise<void>;
  /**
   * One undoable change; edits with the same tag within a second are one step (typing). Texts the
   * change took out of use go with it (texts-out-of-use.ts).
   */
  edit: (change: (docs: Docs) => Docs, tag?: string) => void;
  undo: () => void;
  redo: () => void;
  select: (page: string | null, section?: number | null, focus?: string[]) => void;
  /**
   * Opens a page (focus to its sections) or a section (its form in view, focus in it: in the
   * first of the `focus` ids drawn, else in its first field).
   */
  open: (page: string, section: number | null, focus?: string[]) => void;
  set: (patch: Partial<EditorState>) => void;
  changedFiles: () => string[];
  /** The held pictures the edited content uses, as project files: Save writes these. */
  picturesToSave: () => string[];
  save: () => Promise<{
    ok: boolean;
    conflicts?: string[];
    refusal?: { refused?: string; code?: string };
    written?: string[];
  }>;
  reloadFromDisk: (files: string[]) => Promise<void>;
  /** Keeps my edits of a file changed on disk, laid onto its new version (nothing is lost). */
  keepMine: (file: string) => Promise<void>;
}

const parseAll = (files: Record<string, FileState>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(files).map(([f, s]) => [f, JSON.parse(s.text) as unknown]));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** What `changedFiles` compares a file of public/ with: it is there. */
const ON_DISK = { onDisk: true };

/** The project's first reading, under way or done (`load`). */
let loading: Promise<void> | null = null;

export const useEditor = create<EditorState>()((set, get) => ({
  loaded: false,
  base: {},
  baseDocs: {},
  docs: {},
  schemas: {},
  publicFiles: [],
  held: [],
  articles: {},
  codeAssets: [],
  past: [],
  future: [],
  lastTag: null,
  lastAt: 0,
  page: null,
  section: null,
  focus: null,
  reveal: null,
  problems: [],
  validating: false,
  conflicts: [],
  conflictTexts: {},
  keptFiles: [],
  ui: 'de',
  previewLanguage: 'de',
  width: 1440,
  // Once: React's StrictMode runs the mount effect twice on the dev server, and a second
  // reading that came back late replaced the documents, taking what had been typed with it.
  load: () =>
    (loading ??= (async () => {
      const project = await api.project();
      const docs = parseAll(project.files);
      set({
        loaded: true,
        base: project.files,
        baseDocs: docs,
        docs,
        schemas: schemasById(project.schemas),
        publicFiles: project.publicFiles,
        held: project.held,
        articles: project.articles,
        codeAssets: project.codeAssets,
      });
    })().catch((error: unknown) => {
      loading = null;
      throw error;
    })),
  edit: (change, tag) => {
    const { docs, past, lastTag, lastAt } = get();
    const changed = change(docs);
    if (changed === docs) return;
    const next = withoutTextsOutOfUse(docs, changed);
    const now = Date.now();
    const merge = tag !== undefined && tag === lastTag && now - lastAt < 1000;
    set({
      docs: next,
      past: merge ? past : [...past, docs],
      future: [],
      lastTag: tag ?? null,
      lastAt: now,
    });
  },
  undo: () => {
    const { past, docs, future } = get();
    const previous = past.at(-1);
    if (!previous) return;
    set({ docs: previous, past: past.slice(0, -1), future: [docs, ...future], lastTag: null });
  },
  redo: () => {
    const { past, docs, future } = get();
    const [next, ...rest] = future;
    if (!next) return;
    set({ docs: next, past: [...past, docs], future: rest, lastTag: null });
  },
  select: (page, section = null, focus) =>
    set({ page, section, focus: focus && focus.length > 0 ? focus : null }),
  open: (page, section, focus) =>
    set({
      page,
      section,
      focus: null,
      reveal: section === null ? 'sections' : focus?.length ? { field: focus } : 'form',
    }),
  set: (patch) => set(patch),
  changedFiles: () => {
    const { docs, baseDocs, publicFiles } = get();
    // A file in public/ is no document: set to null in `docs`, it is deleted on save.
    const before = (f: string) =>
      baseDocs[f] ??
      (f.startsWith('public/') && publicFiles.includes(f.slice('public'.length)) ? ON_DISK : null);
    return Object.keys(docs)
      .filter((f) => !same(docs[f] ?? null, before(f)))
      .sort();
  },
  picturesToSave: () => {
    const { docs, held } = get();
    if (held.length === 0) return [];
    const content = JSON.stringify(docs);
    return held.filter((path) => content.includes(JSON.stringify(path))).map((p) => `public${p}`);
  },
  save: async () => {
    const { docs, base, keptFiles } = get();
    const files = get().changedFiles();
    const pictures = get()
      .picturesToSave()
      .map((file) => file.slice('public'.length));
    const changes: Change[] = files.map((file) => ({
      file,
      value: docs[file] ?? null,
      base: base[file]?.hash ?? null,
    }));
    const result = await api.save(changes, keptFiles, pictures);
    if (!result.ok) {
      if (result.conflicts) set({ conflicts: result.conflicts });
      return { ok: false, conflicts: result.conflicts, refusal: result };
    }
    const nextBase = { ...get().base };
    const nextDocs: Record<string, unknown> = { ...get().baseDocs };
    for (const file of files) {
      const state = result.files[file];
      if (state === undefined) nextDocs[file] = docs[file];
      else if (state === null) {
        delete nextBase[file];
        delete nextDocs[file];
      } else {
        nextBase[file] = state;
        nextDocs[file] = JSON.parse(state.text) as unknown;
      }
    }
    const gone = new Set(files.filter((f) => result.files[f] === null));
    set({
      base: nextBase,
      baseDocs: nextDocs,
      keptFiles: [],
      conflicts: [],
      held: get().held.filter((path) => !result.written.includes(`public${path}`)),
      publicFiles: get().publicFiles.filter((p) => !gone.has(`public${p}`)),
    });
    return { ok: true, written: result.written };
  },
  reloadFromDisk: async (files) => {
    const project = await api.project();
    const { base, baseDocs, docs, conflicts, keptFiles } = get();
    const nextBase = { ...base };
    const nextBaseDocs: Record<string, unknown> = { ...baseDocs };
    const nextDocs: Record<string, unknown> = { ...docs };
    for (const file of files) {
      const state = project.files[file];
      if (state) {
        nextBase[file] = state;
        nextBaseDocs[file] = nextDocs[file] = JSON.parse(state.text) as unknown;
      } else {
        delete nextBase[file];
        delete nextBaseDocs[file];
        nextDocs[file] = null;
      }
    }
    set({
      base: nextBase,
      baseDocs: nextBaseDocs,
      docs: nextDocs,
      conflicts: conflicts.filter((f) => !files.includes(f)),
      keptFiles: keptFiles.filter((f) => !files.includes(f)),
      publicFiles: project.publicFiles,
    });
  },
  keepMine: async (file) => {
    const project = await api.project();
    const disk = project.files[file];
    const { base, baseDocs, docs, conflicts } = get();
    if (!disk) {
      // Deleted on disk: my version will create it again.
      const nextBase = { ...base };
      delete nextBase[file];
      const nextBaseDocs: Record<string, unknown> = { ...baseDocs };
      delete nextBaseDocs[file];
      set({
        base: nextBase,
        baseDocs: nextBaseDocs,
        conflicts: conflicts.filter((f) => f !== file),
      });
      return;
    }
    const theirs = JSON.parse(disk.text) as unknown;
    set({
      base: { ...base, [file]: disk },
      baseDocs: { ...baseDocs, [file]: theirs },
      docs: { ...docs, [file]: rebase(baseDocs[file], docs[file], theirs) },
      conflicts: conflicts.filter((f) => f !== file),
    });
  },
}));
