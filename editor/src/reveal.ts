import { useEffect } from 'react';
import { useEditor } from './store';

/**
 * What an opened page or section brings into view: a page its sections (the focus on the first
 * one, not about 25 Tab presses away in the page list), a section its form (below a list of up
 * to 12 sections, it was off screen) with the focus in its first field (issue 38, points 3, 5).
 */
export type Reveal = 'sections' | 'form' | null;

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
    const target =
      reveal === 'sections'
        ? document.querySelector<HTMLElement>('[data-open-section]')
        : document.querySelector<HTMLElement>(FIRST_FIELD);
    // A form's heading to the top of the middle column (the only box that scrolls from 1024 px
    // on, app.tsx), the sections only as far as needed (the page settings stay in sight); then
    // the focus, without a second scroll that would move them away again.
    heading?.scrollIntoView({ block: reveal === 'form' ? 'start' : 'nearest' });
    (target ?? heading)?.focus({ preventScroll: true });
  }, [reveal, page, section]);
}
