import type { ErrorObject } from 'ajv';
import { API_MESSAGES, type ClientMessages, type MessageLanguage } from './client-messages';

/** The keyword of the NUL refusal every validated part makes (validator-compiler.ts). */
export const NUL_KEYWORD = 'noNulCharacter';

/**
 * Turns ajv errors into the SPEC §3 `validationErrors` map: field -> one human message.
 * The front end joins these messages with commas, so they name the problem, not the schema.
 * Messages never echo the submitted value, and are in the language the request asked for.
 */
export function toValidationErrors(
  errors: Array<Partial<ErrorObject>>,
  part: string | undefined,
  language: MessageLanguage = 'en',
): Record<string, string> {
  const texts = API_MESSAGES[language];
  const result: Record<string, string> = {};
  for (const error of errors) {
    const field = fieldOf(error, part);
    // The first error per field is the most basic one (type before format, required before all).
    if (!(field in result)) result[field] = messageFor(error, texts);
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

function messageFor(error: Partial<ErrorObject>, texts: ClientMessages): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const limit = String(params.limit);
  switch (error.keyword) {
    case 'required':
      return texts.required;
    case 'additionalProperties':
      return texts.notAllowedField;
    case 'type':
      return typeMessage(params.type, texts);
    case 'format':
      return formatMessage(params.format, texts);
    case 'minLength':
      return params.limit === 1 ? texts.notEmpty : texts.minLength(limit);
    case 'maxLength':
      return texts.maxLength(limit);
    case 'pattern':
      return texts.notBlank;
    case 'not':
      // The schemas use `not` only for characters a text field must not contain.
      return texts.invisibleCharacters;
    case 'minimum':
      return texts.minimum(limit);
    case 'maximum':
      return texts.maximum(limit);
    case 'enum':
      return texts.oneOf((params.allowedValues as unknown[] | undefined)?.join(' | ') ?? '');
    case 'minProperties':
      return texts.atLeastOneField;
    case NUL_KEYWORD:
      return texts.nulCharacter;
    default:
      return texts.invalid;
  }
}

function typeMessage(type: unknown, texts: ClientMessages): string {
  switch (type) {
    case 'object':
      return texts.jsonObject;
    case 'array':
      return texts.list;
    case 'integer':
      return texts.wholeNumber;
    case 'boolean':
      return texts.trueOrFalse;
    default:
      return texts.ofType(String(type));
  }
}

function formatMessage(format: unknown, texts: ClientMessages): string {
  switch (format) {
    case 'email':
      return texts.email;
    case 'uuid':
      return texts.id;
    default:
      return texts.ofFormat(String(format));
  }
}
