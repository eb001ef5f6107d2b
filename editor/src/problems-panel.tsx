import { problemMessage, problemSuggestion, problemWhere } from './problem-words';
import { problemPlace } from './problems';
import { useEditor } from './store';
import { useUi } from './ui-texts';

/** Every problem of the edited state, in the validator's words; a click goes to its page and section. */
export function ProblemsPanel() {
  const ui = useUi();
  const problems = useEditor((s) => s.problems);
  const validating = useEditor((s) => s.validating);
  const language = useEditor((s) => s.ui);
  return (
    <section
      aria-labelledby="problems-heading"
      aria-live="polite"
      className="rounded border border-line bg-white p-2"
    >
      <h2 id="problems-heading" className="font-semibold">
        {ui('problems')} ({problems.length}){validating ? ` – ${ui('checking')}` : ''}
      </h2>
      {problems.length === 0 ? (
        <p className="text-sm text-success">{ui('noProblems')}</p>
      ) : (
        <ul className="max-h-40 space-y-1 overflow-auto text-sm">
          {problems.map((p, i) => (
            <li key={`${p.file}:${p.path}:${p.rule}:${i}`}>
              <button
                type="button"
                className="text-left underline decoration-dotted"
                onClick={() => {
                  const place = problemPlace(p, useEditor.getState().docs);
                  if (place.page) useEditor.getState().select(place.page, place.section);
                }}
              >
                <span className="font-mono text-xs">{p.file}</span> {problemWhere(p, language)}:{' '}
                {problemMessage(p, language)}
                {problemSuggestion(p, language) ? ` – ${problemSuggestion(p, language)}` : ''}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
