import type { ErrorObject } from 'ajv';
import type { TFunction } from 'i18next';

/** A validator made by scripts/admin-validators-plugin.ts from one of the API's schemas. */
export interface SchemaValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** The field an ajv error is about: the property it names, or the one missing. */
function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') {
    return String((error.params as { missingProperty?: string }).missingProperty ?? '');
  }
  return error.instancePath.split('/')[1] ?? '';
}

function messageOf(error: ErrorObject, t: TFunction): string {
  switch (error.keyword) {
    case 'required':
    case 'minLength':
      return t('admin.validation.required');
    case 'maxLength':
      return t('admin.validation.tooLong', {
        limit: (error.params as { limit: number }).limit,
      });
    case 'format':
      return (error.params as { format?: string }).format === 'email'
        ? t('admin.validation.email')
        : t('admin.validation.invalid');
    case 'pattern':
    case 'not':
      return t('admin.validation.topic');
    default:
      return t('admin.validation.invalid');
  }
}

/**
 * Checks `data` with the API's own schema and answers a message per field (the first problem
 * of each), in the screen's language; empty when the data is valid.
 */
export function fieldErrors(
  validate: SchemaValidator,
  data: unknown,
  t: TFunction,
): Record<string, string> {
  if (validate(data)) return {};
  const errors: Record<string, string> = {};
  for (const error of validate.errors ?? []) {
    const field = fieldOf(error);
    errors[field] ??= messageOf(error, t);
  }
  return errors;
}
