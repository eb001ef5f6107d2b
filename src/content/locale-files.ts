import type { JsonDocument } from './json-document';
import { problemAt } from './json-document';
import type { Language } from './locales';
import type { Problem } from './problem';

/** A locale file: `locales/<language>/<namespace>.json`; its keys are `<namespace>.<path>`. */
export interface LocaleFile {
  language: Language;
  namespace: string;
  doc: JsonDocument;
}

export interface FlatLocale {
  /** key -> text */
  texts: Map<string, string>;
  /** key -> file and pointer segments, to locate problems */
  origins: Map<string, { doc: JsonDocument; segments: string[] }>;
}

export function flattenLocale(files: readonly LocaleFile[], problems: Problem[]): FlatLocale {
  const texts = new Map<string, string>();
  const origins = new Map<string, { doc: JsonDocument; segments: string[] }>();
  for (const file of files) {
    // The key is carried along rather than joined from the segments at every text.
    const walk = (value: unknown, segments: string[], key: string) => {
      if (typeof value === 'string') {
        texts.set(key, value);
        origins.set(key, { doc: file.doc, segments });
        if (value.trim() === '') {
          problems.push(
            problemAt(file.doc, segments, 'empty-text', 'empty text', {
              suggestion: 'write the text or remove the key',
            }),
          );
        }
      } else if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [k, v] of Object.entries(value)) walk(v, [...segments, k], `${key}.${k}`);
      } else {
        problems.push(
          problemAt(
            file.doc,
            segments,
            'invalid-locale-value',
            `expected a text or a group of texts, received ${Array.isArray(value) ? 'array' : String(value)}`,
            {
              suggestion: 'locale files hold only texts (in quotes) and groups of texts ({ ... })',
            },
          ),
        );
      }
    };
    walk(file.doc.data, [], file.namespace);
  }
  return { texts, origins };
}
