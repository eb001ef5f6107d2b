import type { ApiError } from '../../lib/api-error';

/**
 * What the form says after a failed send (SPEC §8): the server's validation messages joined by
 * a comma, else the message the server wrote for this request, else the translated generic
 * text. Network failures, timeouts and 5xx answers carry no message meant for the visitor
 * (docs/decisions/081-contact-form-error-text.md), so they get the generic text.
 * The server words a field's message without its name ("must not be empty"), so a field the form
 * shows is named by its label, the one the visitor sees ("Name: darf nicht leer sein").
 */
export function submitErrorText(
  error: ApiError | undefined,
  genericText: string,
  fieldLabel: (field: string) => string | undefined = () => undefined,
): string {
  const messages = Object.entries(error?.validationErrors ?? {})
    .filter(([, message]) => message.trim() !== '')
    .map(([field, message]) => {
      const label = fieldLabel(field);
      return label ? `${label}: ${message}` : message;
    });
  if (messages.length > 0) return messages.join(', ');
  if (error?.messageFromServer && error.status < 500) return error.message;
  return genericText;
}
