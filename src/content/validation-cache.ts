import type { AnySchema } from 'ajv';
import { describeSchemaError } from './describe-schema-error';
import { parseJsonDocument, problemAt, type ParseResult } from './json-document';
import type { Problem } from './problem';
import { SchemaValidator } from './schema-validator';
import type { RawFile, ValidatedDocument } from './validate-project';

/** What checking one file on its own gives: parsed or not, schema problems, references. */
export interface DocumentCheck {
  parsed: ParseResult;
  /** Null when the file does not parse or its schema cannot be compiled. */
  validated: ValidatedDocument | null;
  problems: Problem[];
}

/**
 * Keeps the compiled schemas and the result of checking each file on its own between runs, so a
 * long-running validator (the dev server) re-checks only the files that changed; the checks
 * across files always run in full. A new cache per run gives a cold, complete check.
 */
export class ValidationCache {
  private validator: { key: string; validator: SchemaValidator } | null = null;
  private readonly checks = new Map<
    string,
    { text: string; schemaId: string; check: DocumentCheck }
  >();
  private readonly parses = new Map<string, { text: string; parsed: ParseResult }>();

  schemaValidator(schemas: readonly AnySchema[]): SchemaValidator {
    const key = JSON.stringify(schemas);
    if (this.validator?.key !== key) {
      this.validator = { key, validator: new SchemaValidator(schemas) };
      this.checks.clear();
    }
    return this.validator.validator;
  }

  parse(raw: RawFile): ParseResult {
    const cached = this.parses.get(raw.file);
    if (cached?.text === raw.text) return cached.parsed;
    const parsed = parseJsonDocument(raw.file, raw.text);
    this.parses.set(raw.file, { text: raw.text, parsed });
    return parsed;
  }

  check(raw: RawFile, schemaId: string, validator: SchemaValidator): DocumentCheck {
    const cached = this.checks.get(raw.file);
    if (cached?.text === raw.text && cached.schemaId === schemaId) return cached.check;
    const check = checkDocument(this.parse(raw), schemaId, validator);
    this.checks.set(raw.file, { text: raw.text, schemaId, check });
    return check;
  }
}

function checkDocument(
  parsed: ParseResult,
  schemaId: string,
  validator: SchemaValidator,
): DocumentCheck {
  if (!parsed.ok) return { parsed, validated: null, problems: [parsed.problem] };
  let result: ReturnType<SchemaValidator['validate']>;
  try {
    result = validator.validate(schemaId, parsed.doc.data);
  } catch (error) {
    // A schema that cannot be compiled (e.g. a stale generated section list) is reported,
    // not thrown, so the editor still sees every other problem.
    const problem = problemAt(
      parsed.doc,
      [],
      'schema-unavailable',
      `cannot check this file: ${(error as Error).message}`,
      {
        suggestion:
          'run `npm run gen:types` after adding, renaming or removing a schema in schema/sections/',
        path: '(schema)',
      },
    );
    return { parsed, validated: null, problems: [problem] };
  }
  const { errors, references } = result;
  const problems = errors.map((error) => {
    const d = describeSchemaError(error);
    return problemAt(parsed.doc, d.segments, d.rule, d.message, {
      ...(d.key !== undefined ? { key: d.key } : {}),
      ...(d.suggestion ? { suggestion: d.suggestion } : {}),
    });
  });
  return {
    parsed,
    validated: { doc: parsed.doc, references, valid: errors.length === 0 },
    problems,
  };
}
