import type { ErrorObject } from 'ajv';
import { pointerToSegments } from './problem';
import type { RuleId } from './rules';
import { didYouMean } from './suggest';

/** What an ajv error means for a person editing the file, and where to point at. */
export interface SchemaErrorDescription {
  rule: RuleId;
  segments: string[];
  /** Set when the marker belongs on a property name rather than a value. */
  key?: string;
  message: string;
  suggestion?: string;
}

export function describeSchemaError(error: ErrorObject): SchemaErrorDescription {
  const segments = pointerToSegments(error.instancePath);
  const parentSchema = (error.parentSchema ?? {}) as Record<string, unknown>;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const allowed = Object.keys((parentSchema.properties as object | undefined) ?? {});
      return {
        rule: 'unknown-property',
        segments,
        key: name,
        message: `unknown property "${name}"`,
        suggestion:
          didYouMean(name, allowed) ??
          (allowed.length ? `allowed here: ${allowed.map((a) => `"${a}"`).join(', ')}` : undefined),
      };
    }
    case 'required':
      return {
        rule: 'missing-property',
        segments,
        message: `missing required property "${String(params.missingProperty)}"`,
        suggestion: describeProperty(parentSchema, String(params.missingProperty)),
      };
    case 'enum': {
      const allowed = ((params.allowedValues as unknown[]) ?? []).map(String);
      const isSectionType = segments.at(-1) === 'type' && segments.at(-3) === 'sections';
      const value = String(error.data);
      return {
        rule: isSectionType ? 'unknown-section-type' : 'invalid-value',
        segments,
        message: isSectionType
          ? `unknown section type "${value}"`
          : `"${value}" is not allowed here; expected one of ${allowed.map((a) => `"${a}"`).join(', ')}`,
        suggestion:
          didYouMean(value, allowed) ??
          (isSectionType ? `known section types: ${allowed.join(', ')}` : undefined),
      };
    }
    case 'type':
      return {
        rule: 'wrong-type',
        segments,
        message: `expected ${String(params.type)}, received ${typeName(error.data)}`,
      };
    case 'pattern':
      return { rule: 'invalid-value', segments, ...describePattern(parentSchema, error.data) };
    case 'format':
      return {
        rule: 'invalid-value',
        segments,
        message:
          params.format === 'date'
            ? `${JSON.stringify(error.data)} is not a day written year-month-day`
            : `${JSON.stringify(error.data)} does not have the form ${String(params.format)}`,
        suggestion:
          params.format === 'date'
            ? 'write a day that exists, e.g. "2025-10-31" (four digits, two, two)'
            : undefined,
      };
    case 'const':
      return {
        rule: 'invalid-value',
        segments,
        message: `expected ${JSON.stringify(params.allowedValue)}, received ${JSON.stringify(error.data)}`,
      };
    default:
      return {
        rule: 'invalid-value',
        segments,
        message: `${error.message ?? 'is invalid'} (received ${JSON.stringify(error.data)})`,
      };
  }
}

function describePattern(
  schema: Record<string, unknown>,
  data: unknown,
): Omit<SchemaErrorDescription, 'segments' | 'rule'> {
  const value = JSON.stringify(data);
  switch (schema['x-kind']) {
    case 'text-key':
      return {
        message: `${value} is not a text key`,
        suggestion:
          'write the key of a text in locales/, like "home.hero.title" (file name, then the path inside it)',
      };
    case 'internal-link':
      return {
        message: `${value} is not a site path`,
        suggestion: 'site paths start with "/", e.g. "/contact"',
      };
    case 'public-asset':
      return {
        message: `${value} is not a file path`,
        suggestion:
          'write the file\'s path inside public/, starting with "/", e.g. "/images/hero.svg"',
      };
    default:
      return {
        message: `${value} does not have the expected form`,
        suggestion: typeof schema.description === 'string' ? schema.description : undefined,
      };
  }
}

function describeProperty(schema: Record<string, unknown>, name: string): string | undefined {
  const property = (schema.properties as Record<string, Record<string, unknown>> | undefined)?.[
    name
  ];
  return typeof property?.description === 'string'
    ? `"${name}": ${property.description}`
    : undefined;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
