import { useEditor } from './store';
import { uiText, useUi } from './ui-texts';
import type { Language } from './model';

/** "Keine Probleme", "1 Problem", "2 Probleme" (and in English). */
export function problemCountText(language: Language, count: number): string {
  if (count === 0) return uiText(language, 'problemCountNone');
  if (count === 1) return uiText(language, 'problemCountOne');
  return uiText(language, 'problemCountMany').replace('{count}', String(count));
}

/**
 * The problem count beside Save, always in sight: in issue 38's trial the count was only at the
 * bottom of the middle column, below a long form, and people saved without having seen it. A
 * click brings the problems list into view (and the focus to it).
 */
export function ProblemCount() {
  const ui = useUi();
  const count = useEditor((s) => s.problems.length);
  const language = useEditor((s) => s.ui);
  return (
    <button
      type="button"
      title={ui('problemCountHelp')}
      onClick={() => {
        const heading = document.getElementById('problems-heading');
        heading?.scrollIntoView({ block: 'nearest' });
        heading?.focus({ preventScroll: true });
      }}
      className={`rounded px-2 py-0.5 text-sm font-semibold underline decoration-dotted ${
        count > 0 ? 'bg-white text-danger' : 'border border-white text-white'
      }`}
    >
      {problemCountText(language, count)}
    </button>
  );
}
