import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { applyDelete, planDelete } from './delete-page';
import {
  getText,
  LANGUAGES,
  SITE_FILE,
  type Docs,
  type Language,
  type LinkPlace,
  type Page,
} from './model';
import { fieldElementIds, placeLabel, type ProblemPlace } from './problem-place';
import { sectionName } from './schema-words';
import type { Schemas } from './schemas';
import { useEditor } from './store';
import { uiText, useUi } from './ui-texts';

/** A link to the page in words: "Seite /contact, Abschnitt 2 (Textblock), Schaltfläche › Link". */
function placeInWords(docs: Docs, schemas: Schemas, language: Language, link: LinkPlace) {
  if (link.at.length === 0)
    return { words: uiText(language, 'articleLink').replace('{file}', link.file), place: null };
  if (link.file === SITE_FILE)
    return {
      words: uiText(language, 'siteLink').replace('{where}', link.at.join('.')),
      place: null,
    };
  const [first, section, props, ...field] = link.at;
  const inSection = first === 'sections' && typeof section === 'number';
  const place: ProblemPlace = {
    page: link.file,
    section: inSection ? section : null,
    form: inSection && props === 'props' ? 'section' : first === 'meta' ? 'meta' : null,
    field: inSection ? field : link.at.slice(1),
    language: null,
    key: null,
  };
  const page = docs[link.file] as Page;
  const de = language === 'de';
  const parts = [`${de ? 'Seite' : 'Page'} ${page.path}`];
  if (inSection)
    parts.push(
      `${de ? 'Abschnitt' : 'section'} ${section + 1} (${sectionName(schemas, page.sections[section]?.type ?? '', language)})`,
    );
  const label = placeLabel(place, docs, schemas, language);
  if (label) parts.push(label);
  return { words: parts.join(', '), place };
}

/**
 * Deleting a page, in plain words (issue 38.2): what links to it elsewhere (to change first),
 * or the question whether to take it out of the menu and footer too, and what goes with it.
 */
export function DeletePageDialog({ file, onClose }: { file: string; onClose: () => void }) {
  const ui = useUi();
  const language = useEditor((s) => s.ui);
  const schemas = useEditor((s) => s.schemas);
  // Planned once, when the dialog opens: what it shows is what "delete" does.
  const [{ docs, plan }] = useState(() => {
    const state = useEditor.getState();
    return {
      docs: state.docs,
      plan: planDelete(state.docs, file, {
        articles: state.articles,
        publicFiles: state.publicFiles,
        codeAssets: state.codeAssets,
      }),
    };
  });
  const page = docs[file] as Page;
  const blocked = plan.blockers.length > 0;
  const confirm = () => {
    useEditor.getState().edit((current) => applyDelete(current, file, plan));
    useEditor.getState().select(null);
    onClose();
    // The page's settings are gone; the list of pages is where the person goes on.
    document.getElementById('page-search')?.focus();
  };
  const goTo = (place: ProblemPlace) => {
    onClose();
    useEditor.getState().select(place.page, place.section, fieldElementIds(place));
  };
  const placed =
    plan.menu && plan.footer
      ? ui('inMenuAndFooter')
      : plan.menu
        ? ui('inMenuOnly')
        : plan.footer
          ? ui('inFooterOnly')
          : null;
  const labels = plan.labels.map((key) =>
    LANGUAGES.map((l: Language) => `„${getText(docs, l, key) ?? ''}“`).join(' / '),
  );
  return (
    <Dialog open onClose={onClose} role="alertdialog" className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel className="mx-auto max-w-2xl rounded-lg bg-white p-4 shadow-xl">
          <DialogTitle className="mb-2 text-xl font-semibold">
            {ui('deleteTitle').replace('{path}', page.path)}
          </DialogTitle>
          {blocked ? (
            <>
              <Description>{ui('deleteBlocked')}</Description>
              <ul className="my-2 list-disc space-y-1 pl-5 text-sm">
                {plan.blockers.map((link) => {
                  const { words, place } = placeInWords(docs, schemas, language, link);
                  return (
                    <li key={`${link.file} ${link.at.join('.')}`}>
                      {place ? (
                        <button
                          type="button"
                          className="text-left underline"
                          onClick={() => goTo(place)}
                        >
                          {words}
                        </button>
                      ) : (
                        words
                      )}
                    </li>
                  );
                })}
              </ul>
            </>
          ) : (
            <>
              {placed && <Description className="font-semibold">{placed}</Description>}
              <p className="mt-2">{ui('deleteTakes')}</p>
              <ul className="my-1 list-disc pl-5 text-sm">
                <li>{ui('deleteTexts')}</li>
                {labels.map((label) => (
                  <li key={label}>{ui('deleteLabel').replace('{label}', label)}</li>
                ))}
                {plan.images.length > 0 && (
                  <li>
                    {ui('deleteImages')}{' '}
                    <span className="font-mono text-xs">
                      {plan.images.map((f) => f.slice('public'.length)).join(', ')}
                    </span>
                  </li>
                )}
              </ul>
              <p className="text-sm text-muted">{ui('deleteUntilSave')}</p>
            </>
          )}
          <div className="mt-3 flex justify-end gap-2">
            <button
              type="button"
              className={blocked ? 'btn-primary' : 'btn-secondary'}
              onClick={onClose}
            >
              {blocked ? ui('close') : ui('cancel')}
            </button>
            {!blocked && (
              <button type="button" className="btn-primary" onClick={confirm}>
                {placed ? ui('confirmDeleteEverywhere') : ui('confirmDelete')}
              </button>
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
