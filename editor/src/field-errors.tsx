import { errorId, type FieldErrorProps } from '@rjsf/utils';

/** Our widgets that show their field's errors themselves, inside the field. */
const SHOW_OWN_ERRORS = new Set(['textKey', 'pageLink']);

/**
 * The form library's list of a field's errors, except for a field whose widget shows them
 * itself: a tryout saw each message twice there.
 */
export function FieldErrors({ errors = [], fieldPathId, uiSchema }: FieldErrorProps) {
  const widget = uiSchema?.['ui:widget'];
  const shown = errors.filter(Boolean);
  if (shown.length === 0 || (typeof widget === 'string' && SHOW_OWN_ERRORS.has(widget)))
    return null;
  return (
    <ul id={errorId(fieldPathId)} className="error-detail">
      {shown.map((error, index) => (
        <li key={index} className="text-sm text-danger">
          {error}
        </li>
      ))}
    </ul>
  );
}
