import type { IconButtonProps } from '@rjsf/utils';
import { AddItemButton } from './add-item-button';
import { uiText, type UiKey } from './ui-texts';
import { useEditor } from './store';

/** The form library's list buttons with words (its default icons need a font we do not load). */
function button(key: UiKey, symbol: string) {
  function FormButton(props: IconButtonProps) {
    const language = useEditor((s) => s.ui);
    const { onClick, disabled, id, className } = props;
    const label = uiText(language, key);
    return (
      <button
        type="button"
        id={id}
        onClick={onClick}
        disabled={disabled}
        className={`btn ${className ?? ''}`}
        aria-label={label}
        title={label}
      >
        <span aria-hidden="true">{symbol}</span>
      </button>
    );
  }
  return FormButton;
}

export const formButtons = {
  AddButton: AddItemButton,
  MoveUpButton: button('moveUp', '↑'),
  MoveDownButton: button('moveDown', '↓'),
  RemoveButton: button('remove', '✕'),
  CopyButton: button('duplicate', '⧉'),
};
