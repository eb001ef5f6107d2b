import { useEditor } from './store';
import { useUi } from './ui-texts';

/** A file changed on disk while open: reload it (dropping my edits to it) or keep mine. */
export function ConflictBanner() {
  const ui = useUi();
  const conflicts = useEditor((s) => s.conflicts);
  if (conflicts.length === 0) return null;
  return (
    <div role="alert" className="border-b border-amber-700 bg-amber-50 p-2 text-amber-950">
      {conflicts.map((file) => (
        <div key={file} className="flex flex-wrap items-center gap-2">
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
      ))}
    </div>
  );
}
