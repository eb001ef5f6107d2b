import { useState } from 'react';
import { NewPageDialog } from './new-page';
import { getText, pageFiles, type Page } from './model';
import { byPageOrder } from './page-order';
import { useEditor } from './store';
import { useUi } from './ui-texts';

/** Every page (home first, then by address): address and both titles, with a search box. */
export function PagesPanel() {
  const ui = useUi();
  const docs = useEditor((s) => s.docs);
  const current = useEditor((s) => s.page);
  const language = useEditor((s) => s.ui);
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const rows = pageFiles(docs)
    .map((file) => {
      const page = docs[file] as Page;
      return {
        file,
        path: page.path,
        de: getText(docs, 'de', page.meta?.title ?? '') ?? '',
        en: getText(docs, 'en', page.meta?.title ?? '') ?? '',
      };
    })
    .sort(byPageOrder(language));
  const q = query.trim().toLowerCase();
  const shown = rows.filter(
    (r) => !q || `${r.path} ${r.de} ${r.en} ${r.file}`.toLowerCase().includes(q),
  );
  return (
    <nav aria-labelledby="pages-heading" className="flex min-h-0 flex-col">
      <h2 id="pages-heading" className="text-lg font-semibold">
        {ui('pages')}
      </h2>
      <label htmlFor="page-search" className="sr-only">
        {ui('search')}
      </label>
      <input
        id="page-search"
        type="search"
        placeholder={ui('search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        className="my-2 w-full rounded border border-slate-400 px-2 py-1"
      />
      <button type="button" className="btn-primary mb-2" onClick={() => setCreating(true)}>
        + {ui('newPage')}
      </button>
      <ul className="max-h-72 min-h-0 flex-1 space-y-1 overflow-auto lg:max-h-none">
        {shown.map((row) => (
          <li key={row.file}>
            <button
              type="button"
              aria-current={row.file === current ? 'page' : undefined}
              onClick={() => useEditor.getState().open(row.file, null)}
              className={`w-full rounded border px-2 py-1 text-left text-sm ${row.file === current ? 'border-accent bg-orange-50' : 'border-line bg-white'}`}
            >
              <span className="block font-mono text-xs">{row.path}</span>
              <span className="block" lang="de">
                {row.de}
              </span>
              <span className="block text-muted" lang="en">
                {row.en}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {creating && <NewPageDialog onClose={() => setCreating(false)} />}
    </nav>
  );
}
