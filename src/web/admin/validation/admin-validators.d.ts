declare module 'virtual:admin-validators' {
  import type { ErrorObject } from 'ajv';

  /** An ajv standalone validator: errors are on the function after a failed call. */
  interface StandaloneValidator {
    (data: unknown): boolean;
    errors?: ErrorObject[] | null;
  }
  export const adminSessionCreate: StandaloneValidator;
  export const recipientCreate: StandaloneValidator;
  export const recipientPatch: StandaloneValidator;
}
