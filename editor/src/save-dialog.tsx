import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { describeProblem } from './problem-place';
import { useEditor } from './store';
import { refusalText, useUi } from './ui-texts';

/**
 * Shows which files will change and the problems. Saving with problems needs "Save anyway" and
 * then a second, explicit confirmation that says what it means (Escape or "Back" cancel it).
 */
export function SaveDialog({ onClose }: { onClose: () => void }) {
  const ui = useUi();
  // The changed content files and the uploaded pictures they use (written on Save, not before).
  const files = useEditor(useShallow((s) => [...s.changedFiles(), ...s.picturesToSave()].sort()));
  // A file set to null goes away on save: listed as deleted, not as changed (issue 38.2).
  const deleted = useEditor(useShallow((s) => files.filter((f) => s.docs[f] === null)));
  // A file not on disk yet (a new page, its texts, an uploaded picture) is listed as new.
  const base = useEditor((s) => s.base);
  const written = files.filter((f) => !deleted.includes(f));
  const changed = written.filter((f) => base[f]);
  const created = written.filter((f) => !base[f]);
  const problems = useEditor((s) => s.problems);
  const language = useEditor((s) => s.ui);
  const docs = useEditor((s) => s.docs);
  const schemas = useEditor((s) => s.schemas);
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Enter does the main thing: save when there is something to save, else close. The focus
  // starts there and moves to "Close" once the result shows (the Save button is gone then).
  const primary = useRef<HTMLButtonElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (result) close.current?.focus();
  }, [result]);
  const save = async () => {
    setConfirming(false);
    setBusy(true);
    const outcome = await useEditor.getState().save();
    setBusy(false);
    if (outcome.ok) {
      const done = outcome.written ?? [];
      const saved = done.filter((f) => changed.includes(f));
      const added = done.filter((f) => created.includes(f));
      const removed = done.filter((f) => deleted.includes(f));
      setResult(
        [
          saved.length > 0 || (added.length === 0 && removed.length === 0)
            ? `${ui('saved')} ${saved.join(', ') || '–'}`
            : '',
          added.length > 0 ? `${ui('created')} ${added.join(', ')}` : '',
          removed.length > 0 ? `${ui('deleted')} ${removed.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
    } else if (outcome.conflicts)
      setResult(`${ui('savedNothing')} ${ui('conflict')} ${outcome.conflicts.join(', ')}`);
    else setResult(`${ui('savedNothing')} ${refusalText(language, outcome.refusal ?? {})}`);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      initialFocus={files.length > 0 ? primary : close}
      className="relative z-50"
    >
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel className="mx-auto max-w-2xl rounded-lg bg-white p-4 shadow-xl">
          <DialogTitle className="mb-2 text-xl font-semibold">{ui('save')}</DialogTitle>
          {result ? (
            <p role="status">{result}</p>
          ) : files.length === 0 ? (
            <p>{ui('nothingToSave')}</p>
          ) : (
            <>
              <FileList heading={ui('filesToSave')} files={changed} testId="files-to-save" />
              <FileList heading={ui('filesToCreate')} files={created} testId="files-to-create" />
              <FileList heading={ui('filesToDelete')} files={deleted} testId="files-to-delete" />
              {problems.length > 0 && (
                <div className="rounded border border-danger p-2">
                  <p className="font-semibold text-danger">{ui('saveWithProblems')}</p>
                  <ul className="max-h-48 list-disc overflow-auto pl-5 text-sm">
                    {problems.map((p, i) => {
                      const { where, message } = describeProblem(p, docs, schemas, language);
                      return (
                        <li key={i}>
                          {where}: {message}{' '}
                          <span className="font-mono text-xs text-muted">({p.file})</span>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              )}
            </>
          )}
          <div className="mt-3 flex justify-end gap-2">
            <button
              ref={close}
              type="button"
              className={result || files.length === 0 ? 'btn-primary' : 'btn-secondary'}
              onClick={onClose}
            >
              {result || files.length === 0 ? ui('close') : ui('cancel')}
            </button>
            {!result && files.length > 0 && (
              <button
                ref={primary}
                type="button"
                className="btn-primary"
                disabled={busy}
                onClick={() => (problems.length > 0 ? setConfirming(true) : void save())}
              >
                {problems.length > 0 ? ui('saveAnyway') : ui('save')}
              </button>
            )}
          </div>
          {confirming && (
            <ConfirmSaveWithProblems
              count={problems.length}
              onCancel={() => setConfirming(false)}
              onConfirm={() => void save()}
            />
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** The second step of "Save anyway": what saving with problems means, and an explicit yes. */
function ConfirmSaveWithProblems({
  count,
  onCancel,
  onConfirm,
}: {
  count: number;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const ui = useUi();
  return (
    <Dialog open onClose={onCancel} role="alertdialog" className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="max-w-lg rounded-lg border-2 border-danger bg-white p-4 shadow-xl">
          <DialogTitle className="mb-2 text-lg font-semibold">{ui('confirmTitle')}</DialogTitle>
          <Description className="mb-2">{ui('confirmConsequences')}</Description>
          <p className="font-semibold text-danger">
            {ui('openProblems')}: {count}
          </p>
          <div className="mt-3 flex justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={onCancel}>
              {ui('back')}
            </button>
            <button type="button" className="btn-primary" onClick={onConfirm}>
              {ui('confirmSave')}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** One kind of file the save touches (changed, new or deleted), under its heading; none: nothing. */
function FileList({
  heading,
  files,
  testId,
}: {
  heading: string;
  files: string[];
  testId: string;
}) {
  if (files.length === 0) return null;
  return (
    <>
      <p>{heading}</p>
      <ul data-testid={testId} className="mb-2 list-disc pl-5 font-mono text-sm">
        {files.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </>
  );
}
