import { problemSuggestion } from './problem-words';
import { describeProblem, fieldElementIds } from './problem-place';
import { useEditor } from './store';
import { useUi } from './ui-texts';

/**
 * Every problem of the edited state, named by page, section and field in words (the file path
 * as small print); a click opens the page and section and focuses the field.
 */
export function ProblemsPanel() {
  const ui = useUi();
  const problems = useEditor((s) => s.problems);
  const validating = useEditor((s) => s.validating);
  const language = useEditor((s) => s.ui);
  const docs = useEditor((s) => s.docs);
  const schemas = useEditor((s) => s.schemas);
  const current = useEditor((s) => s.page);
  return (
    <section
      aria-labelledby="problems-heading"
      aria-live="polite"
      className="rounded border border-line bg-white p-2"
    >
      <h2 id="problems-heading" tabIndex={-1} className="scroll-mt-3 font-semibold">
        {ui('problems')} ({problems.length}){validating ? ` – ${ui('checking')}` : ''}
      </h2>
      {problems.length === 0 ? (
        <p className="text-sm text-success">{ui('noProblems')}</p>
      ) : (
        <ul className="max-h-40 space-y-1 overflow-auto text-sm">
          {problems.map((p, i) => {
            const { place, where, message } = describeProblem(p, docs, schemas, language, current);
            const suggestion = problemSuggestion(p, language);
            return (
              <li key={`${p.file}:${p.path}:${p.rule}:${i}`}>
                <button
                  type="button"
                  className="text-left underline decoration-dotted"
                  onClick={() => {
                    if (!place.page) return;
                    const state = useEditor.getState();
                    // A problem without a section of its own keeps the open section open.
                    const section =
                      place.section ?? (place.page === state.page ? state.section : null);
                    state.select(place.page, section, fieldElementIds(place));
                  }}
                >
                  {where}: {message}
                  {suggestion ? ` – ${suggestion}` : ''}
                </button>
                <span className="ml-1 font-mono text-xs text-muted">({p.file})</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
