import { useCallback, useEffect, useState } from 'react';
import { useDiskWatch, useUndoKeys, useValidation } from './background';
import { ConflictBanner } from './conflict-banner';
import type { Page } from './model';
import { PagePanel } from './page-panel';
import { PagesPanel } from './pages-panel';
import { PreviewPane } from './preview-pane';
import { ProblemCount } from './problem-count';
import { ProblemsPanel } from './problems-panel';
import { useReveal } from './reveal';
import { useSaveKey } from './save-key';
import { SkipLinks } from './skip-links';
import { SaveDialog } from './save-dialog';
import { SectionForm } from './section-form';
import { SectionsPanel } from './sections-panel';
import { SectionUntilField } from './section-until';
import { useSectionLabel } from './section-label';
import { useEditor } from './store';
import { useUi } from './ui-texts';

export function App() {
  const ui = useUi();
  const sectionLabel = useSectionLabel();
  const loaded = useEditor((s) => s.loaded);
  const file = useEditor((s) => s.page);
  const page = useEditor((s) => (s.page ? (s.docs[s.page] as Page | null) : null));
  const section = useEditor((s) => s.section);
  const language = useEditor((s) => s.ui);
  const canUndo = useEditor((s) => s.past.length > 0);
  const canRedo = useEditor((s) => s.future.length > 0);
  const changed = useEditor((s) => s.changedFiles().length + s.picturesToSave().length);
  const [saving, setSaving] = useState(false);
  useValidation();
  useDiskWatch();
  useUndoKeys();
  useReveal();
  useSaveKey(useCallback(() => setSaving(true), []));
  useEffect(() => {
    void useEditor.getState().load();
  }, []);
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = `ProL – ${ui('editor')}`;
  }, [language, ui]);

  if (!loaded) return <p className="p-4">…</p>;
  const selected = page && section !== null ? page.sections[section] : undefined;
  return (
    // From 1024 px the editor is exactly the window's height and only its columns scroll: the
    // one row of the grid may not grow past it (minmax(0, 1fr); an auto row grew with the page
    // list), and nothing may scroll the window itself (overflow: clip), or a field focused in
    // a column scrolled the whole editor up and left a blank strip under it. `relative` here
    // and on the middle column: a visually hidden input (sr-only, absolutely positioned) far
    // down a form was placed against the window, not the column, and made the window 2,500 px
    // tall to scroll.
    <div className="relative flex min-h-screen flex-col text-ink lg:h-dvh lg:min-h-0 lg:overflow-clip">
      <SkipLinks pageOpen={!!(file && page)} />
      <header className="flex flex-wrap items-center gap-2 bg-navy-950 px-3 py-2 text-white">
        <h1 className="mr-auto text-lg font-semibold">ProL · {ui('editor')}</h1>
        <div role="group" aria-label={ui('interface')} className="flex gap-1">
          {(['de', 'en'] as const).map((l) => (
            <button
              key={l}
              type="button"
              lang={l}
              aria-pressed={language === l}
              // The preview follows: a person who switches to English expects English there too
              // (issue 38's trial); its own DE / EN buttons still switch it alone.
              onClick={() => useEditor.getState().set({ ui: l, previewLanguage: l })}
              className={`rounded px-2 py-0.5 text-sm ${language === l ? 'bg-white text-navy-950' : 'border border-white'}`}
            >
              {l === 'de' ? 'Deutsch' : 'English'}
            </button>
          ))}
        </div>
        <button
          type="button"
          disabled={!canUndo}
          onClick={() => useEditor.getState().undo()}
          aria-keyshortcuts="Control+Z"
          className="rounded border border-white px-2 py-0.5 text-sm disabled:opacity-50"
        >
          ↶ {ui('undo')}
        </button>
        <button
          type="button"
          disabled={!canRedo}
          onClick={() => useEditor.getState().redo()}
          aria-keyshortcuts="Control+Shift+Z"
          className="rounded border border-white px-2 py-0.5 text-sm disabled:opacity-50"
        >
          ↷ {ui('redo')}
        </button>
        <ProblemCount />
        <button
          type="button"
          className="btn-primary"
          aria-keyshortcuts="Control+S Meta+S"
          title={ui('saveShortcut')}
          onClick={() => setSaving(true)}
        >
          {ui('save')}
          {changed > 0 ? ` (${changed})` : ''}
        </button>
      </header>
      <ConflictBanner />
      <div className="grid min-h-0 flex-1 grid-cols-1 gap-3 bg-navy-50 p-3 lg:grid-cols-[16rem_minmax(22rem,1fr)_minmax(24rem,1.3fr)] lg:grid-rows-[minmax(0,1fr)]">
        <PagesPanel />
        {/* Named: the preview's page has a main landmark of its own (axe landmark-unique). */}
        <main
          aria-label={ui('editArea')}
          className="relative min-h-0 space-y-3 pr-1 lg:overflow-auto"
        >
          {file && page ? (
            <>
              <PagePanel file={file} />
              <SectionsPanel file={file} />
              <section
                id="section-form"
                aria-labelledby="form-heading"
                className="scroll-mt-3 rounded border border-line bg-white p-3"
              >
                {/* Its own name when no section is chosen: "Abschnitte" named the list above
                    too, and two regions of one name are one landmark too many (axe). */}
                <h2 id="form-heading" tabIndex={-1} className="mb-2 text-lg font-semibold">
                  {selected
                    ? `${(section ?? 0) + 1}. ${sectionLabel(selected.type)}`
                    : ui('sectionForm')}
                </h2>
                {selected && section !== null ? (
                  <>
                    <SectionUntilField file={file} index={section} />
                    <SectionForm file={file} index={section} />
                  </>
                ) : (
                  <p className="text-sm text-muted">{ui('selectSection')}</p>
                )}
              </section>
            </>
          ) : (
            <p>{ui('noPage')}</p>
          )}
          <ProblemsPanel />
        </main>
        {file && page ? <PreviewPane file={file} /> : <div />}
      </div>
      {saving && <SaveDialog onClose={() => setSaving(false)} />}
    </div>
  );
}
