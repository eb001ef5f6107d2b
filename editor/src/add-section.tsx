import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useMemo, useState } from 'react';
import { PageRenderer } from '../../src/web/app/render/page-renderer';
import type { PageData } from '../../src/web/site/page-types';
import { loadSectionModules } from '../../src/web/app/routing/section-modules';
import {
  LANGUAGES,
  namespaceOf,
  pageFiles,
  sectionKeyName,
  setIn,
  setText,
  type Docs,
  type Language,
  type Page,
  type Section,
} from './model';
import { sectionSchema, sectionTypes, starterProps, type JsonSchema } from './schemas';
import { byName, useSectionLabel } from './section-label';
import { peopleText } from './people-words';
import { sectionDescription } from './schema-words';
import { loadPreviewSections, type PreviewSections } from './section-data';
import { SiteContext } from './site-context';
import { useEditor } from './store';
import { useUi } from './ui-texts';

/** Example props for a type: the schema's `examples`, else the first use on a page. */
export function exampleProps(
  type: string,
  schema: JsonSchema | null,
  docs: Docs,
): Record<string, unknown> | null {
  const example = schema?.examples?.[0];
  if (example && typeof example === 'object') return example as Record<string, unknown>;
  for (const file of pageFiles(docs)) {
    const found = (docs[file] as Page).sections?.find((s) => s.type === type);
    if (found) return found.props;
  }
  return null;
}

/** Adds a section of `type` after `after` (or at the end), its texts new and empty. */
export function addSection(
  docs: Docs,
  file: string,
  type: string,
  after: number | null,
): { docs: Docs; index: number } {
  const schemas = useEditor.getState().schemas;
  const page = docs[file] as Page;
  const index = after === null ? page.sections.length : after + 1;
  const placeholder: Section = { type, props: {} };
  const sections = [...page.sections.slice(0, index), placeholder, ...page.sections.slice(index)];
  const name = sectionKeyName({ ...page, sections }, index);
  const schema = sectionSchema(schemas, type);
  const { props, keys } = schema
    ? starterProps(schema, docs, namespaceOf(file), name)
    : { props: {}, keys: [] };
  sections[index] = { type, props };
  let next: Docs = { ...docs, [file]: setIn(page, ['sections'], sections) };
  for (const key of keys) for (const language of LANGUAGES) next = setText(next, language, key, '');
  return { docs: next, index };
}

function Thumbnail({
  type,
  props,
  texts,
  language,
}: {
  type: string;
  props: Record<string, unknown>;
  texts: Parameters<typeof SiteContext>[0]['texts'];
  /** The editor's language: its pictures speak it too (they were German in the English one). */
  language: Language;
}) {
  const [loaded, setLoaded] = useState<PreviewSections | null>(null);
  useEffect(() => {
    void loadPreviewSections([{ type, props }], language).then(setLoaded);
  }, [type, props, language]);
  const page = {
    path: '/',
    meta: { title: '', description: '', keywords: '', image: '' },
    sections: [{ type, props }],
  } as unknown as PageData;
  return (
    <div
      aria-hidden="true"
      inert
      className="pointer-events-none h-36 overflow-hidden rounded border border-line bg-white"
    >
      {loaded && (
        <div className="w-[1280px] origin-top-left scale-[0.25]">
          <SiteContext language={language} texts={texts} path="/" page={page}>
            <PageRenderer
              page={page}
              sectionModules={loaded.modules}
              sectionData={loaded.data}
              pageFile="editor-gallery"
            />
          </SiteContext>
        </div>
      )}
    </div>
  );
}

/** "Add section": every registered section type with its description and a live thumbnail. */
export function AddSectionDialog({ file, onClose }: { file: string; onClose: () => void }) {
  const ui = useUi();
  const sectionLabel = useSectionLabel();
  const language = useEditor((s) => s.ui);
  const schemas = useEditor((s) => s.schemas);
  const docs = useEditor((s) => s.docs);
  const types = useMemo(() => sectionTypes(schemas), [schemas]);
  const shown = [...types].sort(byName(sectionLabel, language));
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // One failing section module must not hide every other thumbnail.
    void Promise.allSettled(types.map((type) => loadSectionModules([type]))).then((results) => {
      for (const [i, result] of results.entries())
        if (result.status === 'rejected') console.warn(`Section ${types[i]}:`, result.reason);
      setReady(true);
    });
  }, [types]);
  const texts = useMemo(() => textsByLanguage(docs), [docs]);
  const pick = (type: string) => {
    const { section } = useEditor.getState();
    let index = 0;
    useEditor.getState().edit((current) => {
      const result = addSection(current, file, type, section);
      index = result.index;
      return result.docs;
    });
    useEditor.getState().open(file, index);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel className="mx-auto max-w-5xl rounded-lg bg-white p-4 shadow-xl">
          <div className="mb-3 flex items-center justify-between">
            <DialogTitle className="text-xl font-semibold">{ui('gallery')}</DialogTitle>
            <button type="button" className="btn-secondary" onClick={onClose}>
              {ui('close')}
            </button>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((type) => {
              const schema = sectionSchema(schemas, type, language);
              const example = exampleProps(type, schema, docs);
              return (
                <li key={type} className="rounded border border-line p-2">
                  <button type="button" className="w-full text-left" onClick={() => pick(type)}>
                    <span className="block font-semibold">{sectionLabel(type)}</span>
                    <span className="block text-sm text-muted">
                      {peopleText(sectionDescription(schemas, type, language))}
                    </span>
                  </button>
                  {ready && example && (
                    <Thumbnail type={type} props={example} texts={texts} language={language} />
                  )}
                </li>
              );
            })}
          </ul>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** Every locale file's texts, by language and file (the site's i18next resources). */
export function textsByLanguage(docs: Docs): Record<'de' | 'en', Record<string, unknown>> {
  const out: Record<'de' | 'en', Record<string, unknown>> = { de: {}, en: {} };
  for (const [file, value] of Object.entries(docs)) {
    const match = /^locales\/(de|en)\/(.+)\.json$/.exec(file);
    if (match && value != null) out[match[1] as 'de' | 'en'][match[2] as string] = value;
  }
  return out;
}
