import type { ErrorObject } from 'ajv';

/**
 * Turns ajv errors into the SPEC §3 `validationErrors` map: field -> one human message.
 * The front end joins these messages with commas, so they name the problem, not the schema.
 * Messages never echo the submitted value.
 */
export function toValidationErrors(
  errors: Array<Partial<ErrorObject>>,
  part: string | undefined,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const field = fieldOf(error, part);
    // The first error per field is the most basic one (type before format, required before all).
    if (!(field in result)) result[field] = messageFor(error);
  }
  return result;
}

function fieldOf(error: Partial<ErrorObject>, part: string | undefined): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const path = (error.instancePath ?? '')
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    path.push(params.missingProperty);
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    path.push(params.additionalProperty);
  }
  if (path.length > 0) return path.join('.');
  return part === 'querystring' ? 'query' : (part ?? 'body');
}

function messageFor(error: Partial<ErrorObject>): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not an allowed field';
    case 'type':
      return typeMessage(params.type);
    case 'format':
      return formatMessage(params.format);
    case 'minLength':
      return params.limit === 1
        ? 'must not be empty'
        : `must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters`;
    case 'pattern':
      return 'must not be blank or contain control characters';
    case 'minimum':
      return `must be at least ${String(params.limit)}`;
    case 'maximum':
      return `must be at most ${String(params.limit)}`;
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[] | undefined)?.join(' | ') ?? ''}`;
    case 'minProperties':
      return 'must contain at least one field';
    default:
      return 'is invalid';
  }
}

function typeMessage(type: unknown): string {
  switch (type) {
    case 'object':
      return 'must be a JSON object';
    case 'array':
      return 'must be a list';
    case 'integer':
      return 'must be a whole number';
    case 'boolean':
      return 'must be true or false';
    default:
      return `must be a ${String(type)}`;
  }
}

function formatMessage(format: unknown): string {
  switch (format) {
    case 'email':
      return 'must be a valid e-mail address';
    case 'uuid':
      return 'must be a valid id';
    default:
      return `must be a valid ${String(format)}`;
  }
}
