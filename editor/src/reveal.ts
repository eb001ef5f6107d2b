import { useEffect } from 'react';
import { useEditor } from './store';

/**
 * What an opened page or section brings into view: a page its sections (the focus on the first
 * one, not about 25 Tab presses away in the page list), a section its form (below a list of up
 * to 12 sections, it was off screen) with the focus in its first field (issue 38, points 3, 5).
 */
export type Reveal =
  | 'sections'
  | 'form'
  /** The form, with the cursor in the first of these fields that is drawn (a preview click). */
  | { field: string[] }
  | null;

/** The first of the asked-for fields that the form drew. */
function askedField(reveal: Reveal): HTMLElement | null {
  if (!reveal || typeof reveal === 'string') return null;
  for (const id of reveal.field) {
    const element = document.getElementById(id);
    if (element?.matches('textarea, select, input')) return element;
  }
  return null;
}

/** The first field of the chosen section's own form (not its "shown until" date above it). */
const FIRST_FIELD =
  '#section-form .rjsf :is(textarea, select, input:not([type="hidden"]):not([type="file"]))';

export function useReveal() {
  const reveal = useEditor((s) => s.reveal);
  const page = useEditor((s) => s.page);
  const section = useEditor((s) => s.section);
  useEffect(() => {
    if (!reveal) return;
    useEditor.getState().set({ reveal: null });
    const heading = document.getElementById(
      reveal === 'sections' ? 'sections-heading' : 'form-heading',
    );
    const asked = askedField(reveal);
    const target =
      reveal === 'sections'
        ? document.querySelector<HTMLElement>('[data-open-section]')
        : (asked ?? document.querySelector<HTMLElement>(FIRST_FIELD));
    // A form's heading to the top of the middle column (the only box that scrolls from 1024 px
    // on, app.tsx), the sections only as far as needed (the page settings stay in sight); then
    // the focus, without a second scroll that would move them away again.
    heading?.scrollIntoView({ block: reveal === 'sections' ? 'nearest' : 'start' });
    (target ?? heading)?.focus({ preventScroll: true });
    // An asked-for field far down a long form comes into view too.
    asked?.scrollIntoView({ block: 'nearest' });
  }, [reveal, page, section]);
}
