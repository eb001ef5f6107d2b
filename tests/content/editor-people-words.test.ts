import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forPeople, peopleText } from '../../editor/src/people-words';
import { sectionDescription } from '../../editor/src/schema-words';
import {
  metaSchema,
  schemasById,
  sectionSchema,
  sectionTypes,
  type JsonSchema,
} from '../../editor/src/schemas';
import { PROJECT_ROOT } from '../helpers/temp-project';
import { schemaWords } from '../helpers/schema-words';

const schemaDir = join(PROJECT_ROOT, 'schema');
const schemas = schemasById(
  [
    'defs.schema.json',
    'page.schema.json',
    ...readdirSync(join(schemaDir, 'sections'))
      .filter((name) => name.endsWith('.schema.json'))
      .map((name) => `sections/${name}`),
  ].map((file) => JSON.parse(readFileSync(join(schemaDir, file), 'utf8')) as JsonSchema),
);

const words = schemaWords;

/**
 * Code words the tryout of issue 38 (point 6) found in the editor's help: the spec's
 * paragraphs, text keys, property names and locale key layouts mean nothing to its people; nor
 * do the app's address placeholder, HTML heading levels and CSS media features (its trials).
 */
const CODE_WORDS =
  /SPEC|text keys?\b|Textschlüssel|firstNumbered|<[A-Za-z]+>|\.\d+\.(question|answer)|[„"]carousel[“"]|\{appOrigin\}|\bh[1-6]\b|prefers-reduced-motion/;

describe('the editor’s help has no code words', () => {
  for (const language of ['de', 'en'] as const)
    it.each(sectionTypes(schemas))(`%s (${language}): form and gallery`, (type) => {
      const shown = [
        ...words(forPeople(sectionSchema(schemas, type, language)!)),
        peopleText(sectionDescription(schemas, type, language)),
      ];
      expect(shown.filter((text) => CODE_WORDS.test(text))).toEqual([]);
    });

  it.each(['de', 'en'] as const)('the page settings (%s)', (language) => {
    expect(
      words(forPeople(metaSchema(schemas, language)!)).filter((t) => CODE_WORDS.test(t)),
    ).toEqual([]);
  });

  it('a remark about keys goes, the sentence stays whole', () => {
    expect(peopleText('The card’s heading (a text key).')).toBe('The card’s heading.');
    expect(peopleText('Die Überschrift der Karte (ein Textschlüssel).')).toBe(
      'Die Überschrift der Karte.',
    );
    expect(peopleText('One to six paragraphs, one text key each.')).toBe('One to six paragraphs.');
    expect(peopleText('Die Absätze des Blocks, je ein Textschlüssel.')).toBe(
      'Die Absätze des Blocks.',
    );
    expect(peopleText('The draft’s text, one text key per paragraph.')).toBe(
      'The draft’s text, one entry per paragraph.',
    );
  });
});
