import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type FormEvent } from 'react';
import { addSection } from './add-section';
import { createPage, LANGUAGES, pageFiles, type Docs, type Language, type Page } from './model';
import { sectionTypes } from './schemas';
import { byName, useSectionLabel } from './section-label';
import { useEditor } from './store';
import { useUi } from './ui-texts';

const DEFAULT_SECTIONS = ['hero', 'text-block', 'contact-cta'];

/** `/karriere/offene-stellen` -> `karriere-offene-stellen` (the file and key name). */
export function nameForPath(path: string): string {
  return path
    .replace(/^\/+/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function pathProblem(docs: Docs, path: string): 'pathInvalid' | 'pathTaken' | null {
  if (!/^\/[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/.test(path)) return 'pathInvalid';
  const name = nameForPath(path);
  const taken = pageFiles(docs).some(
    (f) =>
      f === `pages/${name}.json` ||
      (docs[f] as Page).path === path ||
      (docs[f] as Page).aliases?.includes(path),
  );
  return taken || docs[`locales/de/${name}.json`] != null ? 'pathTaken' : null;
}

/** "New page": address, title and description in both languages, starting sections. */
export function NewPageDialog({ onClose }: { onClose: () => void }) {
  const ui = useUi();
  const sectionLabel = useSectionLabel();
  const language = useEditor((s) => s.ui);
  const schemas = useEditor((s) => s.schemas);
  const docs = useEditor((s) => s.docs);
  const [path, setPath] = useState('/');
  const [texts, setTexts] = useState<Record<Language, { title: string; description: string }>>({
    de: { title: '', description: '' },
    en: { title: '', description: '' },
  });
  const [chosen, setChosen] = useState<string[]>(DEFAULT_SECTIONS);
  const [tried, setTried] = useState(false);
  const problem = pathProblem(docs, path);
  const missing = LANGUAGES.some((l) => !texts[l].title.trim() || !texts[l].description.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem || missing) return;
    const name = nameForPath(path);
    const file = `pages/${name}.json`;
    useEditor.getState().edit((current) => {
      let next = createPage(current, { name, path, texts, sections: [] });
      for (const type of chosen) next = addSection(next, file, type, null).docs;
      return next;
    });
    useEditor.getState().select(file, chosen.length > 0 ? 0 : null);
    onClose();
  };
  const input = 'w-full rounded border border-slate-400 px-2 py-1';
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel className="mx-auto max-w-2xl rounded-lg bg-white p-4 shadow-xl">
          <DialogTitle className="mb-3 text-xl font-semibold">{ui('newPage')}</DialogTitle>
          <form onSubmit={submit} noValidate className="space-y-3">
            <div>
              <label htmlFor="new-path" className="block text-sm font-semibold">
                {ui('path')}
              </label>
              <input
                id="new-path"
                className={input}
                value={path}
                onChange={(e) => setPath(e.target.value.toLowerCase())}
                aria-invalid={tried && !!problem}
                aria-describedby="new-path-help"
              />
              <p
                id="new-path-help"
                className={`text-sm ${tried && problem ? 'text-danger' : 'text-muted'}`}
              >
                {tried && problem
                  ? ui(problem)
                  : `${ui('fileName')}: pages/${nameForPath(path) || '…'}.json`}
              </p>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {LANGUAGES.map((language) => (
                <fieldset key={language} className="rounded border border-line p-2" lang={language}>
                  <legend className="px-1 font-semibold">
                    {ui(language === 'de' ? 'german' : 'english')}
                  </legend>
                  {(['title', 'description'] as const).map((field) => {
                    const id = `new-${field}-${language}`;
                    const empty = tried && !texts[language][field].trim();
                    return (
                      <div key={field}>
                        <label htmlFor={id} className="block text-sm font-semibold">
                          {ui(field === 'title' ? 'metaTitle' : 'metaDescription')} (
                          {ui(language === 'de' ? 'german' : 'english')})
                        </label>
                        <input
                          id={id}
                          className={input}
                          value={texts[language][field]}
                          aria-invalid={empty}
                          onChange={(e) =>
                            setTexts({
                              ...texts,
                              [language]: { ...texts[language], [field]: e.target.value },
                            })
                          }
                        />
                        {empty && <p className="text-sm text-danger">{ui('required')}</p>}
                      </div>
                    );
                  })}
                </fieldset>
              ))}
            </div>
            <fieldset className="rounded border border-line p-2">
              <legend className="px-1 font-semibold">{ui('startSections')}</legend>
              <div className="grid max-h-48 grid-cols-2 gap-1 overflow-auto sm:grid-cols-3">
                {sectionTypes(schemas)
                  .sort(byName(sectionLabel, language))
                  .map((type) => (
                    <label key={type} className="flex items-center gap-1 text-sm">
                      <input
                        type="checkbox"
                        checked={chosen.includes(type)}
                        onChange={(e) =>
                          setChosen(
                            e.target.checked ? [...chosen, type] : chosen.filter((t) => t !== type),
                          )
                        }
                      />
                      {sectionLabel(type)}
                    </label>
                  ))}
              </div>
            </fieldset>
            <div className="flex justify-end gap-2">
              <button type="button" className="btn-secondary" onClick={onClose}>
                {ui('cancel')}
              </button>
              <button type="submit" className="btn-primary">
                {ui('create')}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
