import type { ApiError } from '../../lib/api-error';

/**
 * What the form says after a failed send (SPEC §8): the server's validation messages joined by
 * a comma, else the message of our API's error object (any status, 5xx included), else the
 * translated generic text. Network failures, timeouts and answers that are not our error object
 * (a proxy's HTML or JSON) carry no message meant for the visitor, so they get the generic text
 * (docs/decisions/086-server-error-messages.md).
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
  if (error?.messageFromServer) return error.message;
  return genericText;
}
