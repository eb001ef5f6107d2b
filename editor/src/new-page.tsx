import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRef, useState, type FormEvent } from 'react';
import { localizePath } from '../../src/content/routes';
import { addSection } from './add-section';
import { createPage, LANGUAGES, type Language } from './model';
import { nameForPath, normalizePath, pathProblem, pathProblemText } from './page-address';
import { peopleText } from './people-words';
import { sectionDescription } from './schema-words';
import { sectionTypes } from './schemas';
import { byName, useSectionLabel } from './section-label';
import { useEditor } from './store';
import { useUi } from './ui-texts';

const DEFAULT_SECTIONS = ['hero', 'text-block', 'contact-cta'];

/** "New page": address, title and description in both languages, starting sections. */
export function NewPageDialog({ onClose }: { onClose: () => void }) {
  const ui = useUi();
  const sectionLabel = useSectionLabel();
  const language = useEditor((s) => s.ui);
  const schemas = useEditor((s) => s.schemas);
  const docs = useEditor((s) => s.docs);
  const [typed, setTyped] = useState('');
  const [texts, setTexts] = useState<Record<Language, { title: string; description: string }>>({
    de: { title: '', description: '' },
    en: { title: '', description: '' },
  });
  const [chosen, setChosen] = useState<string[]>(DEFAULT_SECTIONS);
  const [tried, setTried] = useState(false);
  const address = useRef<HTMLInputElement>(null);
  const path = normalizePath(typed);
  const problem = pathProblem(docs, typed);
  // A letter an address cannot have, or an address already taken, is said as it is typed (the
  // file name showed the ü dropped for "/über-uns"); an empty address or a dash at the
  // end of a part only on Create, as they are steps on the way while typing.
  const shownProblem =
    problem && (tried || problem.code === 'characters' || problem.code === 'taken')
      ? problem
      : null;
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
    const section = chosen.length > 0 ? 0 : null;
    useEditor.getState().select(file, section);
    onClose();
    // The cursor moves only once the dialog is gone: closing, it hands the focus back to
    // "+ New page" (a microtask after it unmounts), which took it from the new page's first
    // field (issue 38's trial).
    setTimeout(() => useEditor.getState().set({ reveal: section === null ? 'sections' : 'form' }));
  };
  const input = 'w-full rounded border border-slate-400 px-2 py-1';
  return (
    <Dialog open onClose={onClose} initialFocus={address} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      {/* The whole dialog fits the window; only the form scrolls (with a visible bar) when the
          window is too low, and Create/Cancel stay in sight. */}
      <div className="fixed inset-0 flex items-start justify-center p-2">
        <DialogPanel className="flex max-h-full w-full max-w-6xl flex-col rounded-lg bg-white shadow-xl">
          <DialogTitle className="px-4 pt-3 pb-1 text-xl font-semibold">
            {ui('newPage')}
          </DialogTitle>
          <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
            <div
              data-testid="new-page-fields"
              className="min-h-0 space-y-2 overflow-y-auto px-4 pb-2 [scrollbar-gutter:stable]"
            >
              <div>
                <label htmlFor="new-path" className="block text-sm font-semibold">
                  {ui('path')}
                </label>
                <input
                  ref={address}
                  id="new-path"
                  className={input}
                  value={typed}
                  placeholder={ui('pathExample')}
                  onChange={(e) => setTyped(e.target.value)}
                  aria-invalid={!!shownProblem}
                  aria-describedby="new-path-help"
                />
                <p
                  id="new-path-help"
                  aria-live="polite"
                  className={`text-sm ${shownProblem ? 'text-danger' : 'text-muted'}`}
                >
                  {shownProblem
                    ? pathProblemText(shownProblem, typed, language)
                    : `${path === '/' ? '' : `${ui('pageAddress')}: ${path} · ${ui('englishVersion')}: ${localizePath(path, 'en')} · `}${ui('fileName')}: pages/${nameForPath(path) || '…'}.json`}
                </p>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                {LANGUAGES.map((language) => (
                  // Title and description side by side from 1024 px: the rows saved keep every
                  // starting block (with its line) in view at 1280x720.
                  <fieldset
                    key={language}
                    className="grid gap-x-2 rounded border border-line p-2 lg:grid-cols-[2fr_3fr]"
                    lang={language}
                  >
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
                {/* Each block with the gallery's description, one line of it (the whole on hover
                    and for screen readers): which one opens the page, which has the button, said
                    on the spot (issue 38's trial); every choice still fits the window. */}
                <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-4">
                  {sectionTypes(schemas)
                    .sort(byName(sectionLabel, language))
                    .map((type) => (
                      <div key={type} className="min-w-0 text-sm">
                        <label className="flex items-center gap-1 font-semibold">
                          <input
                            type="checkbox"
                            aria-describedby={`new-section-${type}-help`}
                            checked={chosen.includes(type)}
                            onChange={(e) =>
                              setChosen(
                                e.target.checked
                                  ? [...chosen, type]
                                  : chosen.filter((t) => t !== type),
                              )
                            }
                          />
                          {sectionLabel(type)}
                        </label>
                        <p
                          id={`new-section-${type}-help`}
                          title={peopleText(sectionDescription(schemas, type, language))}
                          className="truncate pl-5 text-xs leading-3.5 text-muted"
                        >
                          {peopleText(sectionDescription(schemas, type, language))}
                        </p>
                      </div>
                    ))}
                </div>
              </fieldset>
            </div>
            <div className="flex justify-end gap-2 border-t border-line px-4 py-2">
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
