import type { IconButtonProps } from '@rjsf/utils';
import { useEditor } from './store';
import { uiText, type UiKey } from './ui-texts';

/**
 * What one entry of a list is called, by the list's property: "+ Absatz hinzufügen" under the
 * paragraphs says what the button adds ("+ Eintrag hinzufügen" did not, in issue 38's trial).
 * The schemas give their list items no title of their own (a paragraph is a bare text key), so
 * the editor names them, as it names the fields (field-names.ts).
 */
const ADD_LABELS: Record<string, UiKey> = {
  paragraphs: 'addParagraph',
  cards: 'addCard',
  steps: 'addStep',
};

/** The list's property from the button's id: `s1_paragraphs__add` -> `paragraphs`. */
export function addLabelKey(id: string | undefined): UiKey {
  const list =
    (id ?? '')
      .replace(/__add$/, '')
      .split('_')
      .pop() ?? '';
  return ADD_LABELS[list] ?? 'addItem';
}

const FIELD = 'textarea, select, input:not([type="hidden"]):not([type="file"])';

/** Once the new entry is drawn, the cursor goes into its first field (a few frames at most). */
function focusNewField(list: Element | null, before: Set<Element>, frames = 10) {
  requestAnimationFrame(() => {
    const added = [...(list?.querySelectorAll<HTMLElement>(FIELD) ?? [])].find(
      (field) => !before.has(field),
    );
    if (added) {
      added.focus();
      added.scrollIntoView?.({ block: 'nearest' });
    } else if (frames > 0) focusNewField(list, before, frames - 1);
  });
}

/** The form's "+ Add …" button under a list; the new entry gets the cursor. */
export function AddItemButton(props: IconButtonProps) {
  const language = useEditor((s) => s.ui);
  const { onClick, disabled, id, className } = props;
  const label = uiText(language, addLabelKey(id));
  return (
    <button
      type="button"
      id={id}
      onClick={(event) => {
        const list = event.currentTarget.closest('fieldset');
        const before = new Set(list?.querySelectorAll(FIELD) ?? []);
        onClick?.(event);
        focusNewField(list, before);
      }}
      disabled={disabled}
      className={`btn ${className ?? ''}`}
    >
      <span aria-hidden="true">+</span> {label}
    </button>
  );
}
