// subset-font ships no types; the part scripts/fonts/inter-latin.ts uses (its README's options).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      preserveNameIds?: number[];
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      noLayoutClosure?: boolean;
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}
