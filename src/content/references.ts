/** Values in a content file that point elsewhere and are checked across the project. */
export type ReferenceKind = 'text-key' | 'internal-link' | 'public-asset';

export interface Reference {
  kind: ReferenceKind;
  value: string;
  /** JSON pointer segments of the value inside its file. */
  segments: string[];
}
