import type { MouseEvent } from 'react';
import { useUi, type UiKey } from './ui-texts';

/** Each column's heading (the id) and the link's words. */
const TARGETS: Array<[id: string, words: UiKey, needsPage: boolean]> = [
  ['pages-heading', 'skipToPages', false],
  ['sections-heading', 'skipToSections', true],
  ['form-heading', 'skipToForm', true],
  ['preview-heading', 'skipToPreview', true],
];

/**
 * Links to each column, shown when focused: the first Tab stops of the editor, so a keyboard
 * gets past the page list (about 25 stops) and the section list in one step.
 */
export function SkipLinks({ pageOpen }: { pageOpen: boolean }) {
  const ui = useUi();
  // The heading takes the focus (tabindex -1: reachable by the link, not by Tab), so the next
  // Tab goes on from there; a plain "#id" would only scroll in some browsers.
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const heading = document.getElementById(id);
    if (!heading) return;
    event.preventDefault();
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.scrollIntoView({ block: 'nearest' });
    heading.focus({ preventScroll: true });
  };
  return (
    <>
      {TARGETS.filter(([, , needsPage]) => pageOpen || !needsPage).map(([id, words]) => (
        <a key={id} href={`#${id}`} className="skip-link" onClick={(event) => go(event, id)}>
          {ui(words)}
        </a>
      ))}
    </>
  );
}
