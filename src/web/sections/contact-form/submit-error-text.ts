import type { ApiError } from '../../lib/api-error';

/**
 * What the form says after a failed send (SPEC §8): the server's validation messages joined by
 * a comma, else the message the server wrote for this request, else the translated generic
 * text. Network failures, timeouts and 5xx answers carry no message meant for the visitor
 * (docs/decisions/081-contact-form-error-text.md), so they get the generic text.
 */
export function submitErrorText(error: ApiError | undefined, genericText: string): string {
  const messages = Object.values(error?.validationErrors ?? {}).filter((m) => m.trim() !== '');
  if (messages.length > 0) return messages.join(', ');
  if (error?.messageFromServer && error.status < 500) return error.message;
  return genericText;
}
