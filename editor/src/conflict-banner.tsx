import { describeProblem } from './problem-place';
import { useEditor } from './store';
import { useUi } from './ui-texts';

const shown = (value: unknown) =>
  value === undefined || value === null
    ? '–'
    : typeof value === 'string'
      ? `„${value}“`
      : JSON.stringify(value);

/**
 * A file changed on disk while open: reload it (dropping my edits to it) or keep mine. It names
 * the texts both sides changed, by page, section and field, with both versions: those are what
 * the choice decides (everything else of either side is kept by "Keep mine").
 */
export function ConflictBanner() {
  const ui = useUi();
  const conflicts = useEditor((s) => s.conflicts);
  const texts = useEditor((s) => s.conflictTexts);
  const docs = useEditor((s) => s.docs);
  const schemas = useEditor((s) => s.schemas);
  const language = useEditor((s) => s.ui);
  if (conflicts.length === 0) return null;
  return (
    <div role="alert" className="border-b border-amber-700 bg-amber-50 p-2 text-amber-950">
      {conflicts.map((file) => {
        const both = texts[file] ?? [];
        return (
          <div key={file} className="mb-1">
            <div className="flex flex-wrap items-center gap-2">
              <span>
                {ui('conflict')} <span className="font-mono">{file}</span>
              </span>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => void useEditor.getState().reloadFromDisk([file])}
              >
                {ui('reload')}
              </button>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => void useEditor.getState().keepMine(file)}
              >
                {ui('keepMine')}
              </button>
            </div>
            <p className="text-sm">
              {both.length === 0 ? ui('conflictNoOverlap') : ui('conflictOverlap')}
            </p>
            {both.length > 0 && (
              <ul className="list-disc pl-5 text-sm">
                {both.map(({ path, mine, theirs }) => (
                  <li key={path}>
                    {
                      describeProblem(
                        { rule: 'conflict', file, path, line: 0, column: 0, message: '' },
                        docs,
                        schemas,
                        language,
                      ).where
                    }
                    : {ui('conflictMine')} {shown(mine)}, {ui('conflictTheirs')} {shown(theirs)}
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}
