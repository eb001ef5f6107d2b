import { useState } from 'react';
import { nameForPath, normalizePath, pathProblem, pathProblemText } from './page-address';
import { DeletePageDialog } from './delete-page-dialog';
import { duplicatePage, isPlaced, setIn, setPlaced, type Page, type Placement } from './model';
import { NavLabelFields } from './nav-label';
import { MetaForm } from './section-form';
import { useEditor } from './store';
import { useUi } from './ui-texts';

/** Address, menu and footer, duplicate and delete, title and description of the page. */
export function PagePanel({ file }: { file: string }) {
  const ui = useUi();
  const page = useEditor((s) => s.docs[file]) as Page;
  const docs = useEditor((s) => s.docs);
  const language = useEditor((s) => s.ui);
  const [message, setMessage] = useState<string[] | null>(null);
  const [copyPath, setCopyPath] = useState('');
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // A click on a problem of the page's title or description opens them (SchemaForm focuses it).
  const wantsMeta = useEditor((s) => s.focus?.some((id) => id.startsWith('meta_')) ?? false);
  if (wantsMeta && !open) setOpen(true);
  const toggle = (where: Placement, on: boolean) =>
    useEditor.getState().edit((current) => setPlaced(current, file, where, on));
  const duplicate = () => {
    const problem = pathProblem(docs, copyPath);
    if (problem) return setMessage([pathProblemText(problem, copyPath, language)]);
    const name = nameForPath(copyPath);
    const path = normalizePath(copyPath);
    useEditor.getState().edit((current) => duplicatePage(current, file, name, path));
    useEditor.getState().select(`pages/${name}.json`, null);
    setMessage(null);
  };
  const routable = page.path.startsWith('/') && !page.path.includes(':');
  return (
    <section aria-labelledby="page-heading" className="space-y-2">
      <h2 id="page-heading" className="text-lg font-semibold">
        {ui('pageSettings')}: <span className="font-mono">{page.path}</span>
      </h2>
      <div className="flex flex-wrap gap-3">
        {routable &&
          (['menu', 'footer'] as const).map((where) => (
            <label key={where} className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                checked={isPlaced(docs, page.path, where)}
                onChange={(e) => toggle(where, e.target.checked)}
              />
              {ui(where === 'menu' ? 'inMenu' : 'inFooter')}
            </label>
          ))}
      </div>
      <NavLabelFields path={page.path} />
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="copy-path" className="block text-xs font-semibold">
            {ui('newPath')}
          </label>
          <input
            id="copy-path"
            value={copyPath}
            placeholder="/…"
            onChange={(e) => setCopyPath(e.target.value)}
            className="rounded border border-slate-400 px-2 py-0.5"
          />
        </div>
        <button type="button" className="btn-secondary" onClick={duplicate}>
          {ui('duplicate')}
        </button>
        <button type="button" className="btn-secondary" onClick={() => setDeleting(true)}>
          {ui('delete')}
        </button>
      </div>
      {deleting && <DeletePageDialog file={file} onClose={() => setDeleting(false)} />}
      {message && (
        <div role="alert" className="rounded border border-danger p-2 text-sm">
          <p>{message[0]}</p>
          <ul className="list-disc pl-5 font-mono text-xs">
            {message.slice(1).map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}
      <button
        type="button"
        aria-expanded={open}
        className="text-sm underline"
        onClick={() => setOpen(!open)}
      >
        {ui('pageDetails')}
      </button>
      {open && (
        <div>
          <label htmlFor="page-path" className="block text-sm font-semibold">
            {ui('path')}
          </label>
          <input
            id="page-path"
            value={page.path}
            onChange={(e) =>
              useEditor.getState().edit(
                (current) => ({
                  ...current,
                  [file]: setIn(current[file], ['path'], e.target.value),
                }),
                `path:${file}`,
              )
            }
            className="mb-2 w-full rounded border border-slate-400 px-2 py-1 font-mono"
          />
          <MetaForm file={file} />
        </div>
      )}
    </section>
  );
}
