import Ajv, { type AnySchema, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { pointerToSegments } from './problem';
import type { Reference, ReferenceKind } from './references';

/**
 * Ajv with the project's schemas and the `x-kind` annotation keyword. `x-kind` marks strings
 * that refer to something outside the file (a text key, an internal link, a public file);
 * while a document is validated, every such value is collected so cross-file checks can run.
 */
export class SchemaValidator {
  private readonly ajv: Ajv;
  private collected: Reference[] | null = null;

  constructor(schemas: readonly AnySchema[]) {
    // inlineRefs and code optimisation off: the page schema (30 section types, each behind an
    // if/then) compiles in a third of the time, which is most of `npm run validate`'s run time;
    // validating is barely slower (decision 012).
    this.ajv = new Ajv({
      allErrors: true,
      verbose: true,
      strict: true,
      allowUnionTypes: true,
      inlineRefs: false,
      code: { optimize: false },
    });
    addFormats(this.ajv);
    // The TypeScript name of a shared definition (src/content/node/schema-type-names.ts).
    this.ajv.addKeyword({ keyword: 'x-type-name', schemaType: 'string' });
    this.ajv.addKeyword({
      keyword: 'x-kind',
      schemaType: 'string',
      validate: (
        kind: ReferenceKind,
        data: unknown,
        _parent: unknown,
        cxt?: { instancePath: string },
      ) => {
        if (typeof data === 'string' && this.collected && cxt) {
          this.collected.push({ kind, value: data, segments: pointerToSegments(cxt.instancePath) });
        }
        return true;
      },
    });
    for (const schema of schemas) this.ajv.addSchema(schema);
  }

  validate(schemaId: string, data: unknown): { errors: ErrorObject[]; references: Reference[] } {
    const validateFn: ValidateFunction | undefined = this.ajv.getSchema(schemaId);
    if (!validateFn) throw new Error(`schema ${schemaId} is not loaded`);
    this.collected = [];
    try {
      validateFn(data);
      return { errors: relevantErrors(validateFn.errors ?? []), references: this.collected };
    } finally {
      this.collected = null;
    }
  }
}

/** `if`/`then` wrappers only say "must match then schema"; the real errors are beside them. */
function relevantErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    if (e.keyword === 'if') return false;
    const id = `${e.instancePath}|${e.keyword}|${JSON.stringify(e.params)}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
