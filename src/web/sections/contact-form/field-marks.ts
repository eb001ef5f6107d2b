import type { ApiError } from '../../lib/api-error';

/** The fields the server's validationErrors may name that the form shows, in the form's order. */
export const FORM_FIELDS = ['topic', 'name', 'email', 'message'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export type FieldMarks = Partial<Record<FormField, string>>;

/**
 * The server's message per field of the form (SPEC §3: validationErrors maps the API's field
 * names, which are the form's, to a message), without the fields edited since: an edited field
 * is no longer what the server refused. Other names (the honeypot, `body`) only go into the
 * joined line under the button (SPEC §8).
 */
export function fieldMarks(
  error: ApiError | undefined,
  edited: ReadonlySet<string> = new Set(),
): FieldMarks {
  const marks: FieldMarks = {};
  for (const field of FORM_FIELDS) {
    const message = error?.validationErrors?.[field]?.trim();
    if (message && !edited.has(field)) marks[field] = message;
  }
  return marks;
}

/** The first field the server named, in the form's order: focus goes there. */
export function firstMarkedField(error: ApiError | undefined): FormField | undefined {
  const marks = fieldMarks(error);
  return FORM_FIELDS.find((field) => marks[field] !== undefined);
}
