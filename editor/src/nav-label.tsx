import { useId } from 'react';
import { getText, LANGUAGES, navLabels, pageFiles, setText, type Docs } from './model';
import { useEditor } from './store';
import { useUi, type UiKey } from './ui-texts';

/** Whether a page (not the menu) uses the text too, e.g. `common.nav.contact` as a button label. */
const usedByPages = (docs: Docs, key: string) =>
  pageFiles(docs).some((file) => JSON.stringify(docs[file]).includes(`"${key}"`));

/**
 * The label of the page's menu and footer entries, German and English side by side, where the
 * page's settings are (issue 38.1): the preview's menu and footer show it as it is typed.
 */
export function NavLabelFields({ path }: { path: string }) {
  const ui = useUi();
  const docs = useEditor((s) => s.docs);
  const base = useId();
  return navLabels(docs, path).map(({ key, where }, index) => {
    const legend: UiKey =
      where.length === 2 ? 'navLabelBoth' : where[0] === 'menu' ? 'navLabel' : 'navLabelFooter';
    return (
      <fieldset key={key} className="rounded-md border border-line bg-white p-2">
        <legend className="px-1 text-sm font-semibold">{ui(legend)}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {LANGUAGES.map((language) => {
            const id = `${base}-${index}-${language}`;
            return (
              <div key={language}>
                <label htmlFor={id} className="block text-xs font-semibold text-muted">
                  {ui(legend)} – {ui(language === 'de' ? 'german' : 'english')}
                </label>
                <input
                  id={id}
                  lang={language}
                  value={getText(docs, language, key) ?? ''}
                  onChange={(e) =>
                    useEditor
                      .getState()
                      .edit(
                        (current) => setText(current, language, key, e.target.value),
                        `nav:${key}:${language}`,
                      )
                  }
                  className="w-full rounded border border-slate-400 px-2 py-1"
                />
              </div>
            );
          })}
        </div>
        {usedByPages(docs, key) && <p className="mt-1 text-xs text-muted">{ui('usedOnPages')}</p>}
      </fieldset>
    );
  });
}
