import { describe, expect, it } from 'vitest';
import { problemMessage, problemSuggestion } from '../../editor/src/problem-words';
import { RULE_IDS } from '../../src/content/rules';

/**
 * A tryout found the validator's English messages in the German editor; the editor trial of
 * 2026-11-28 found them in the English one.
 */
describe('problems in the editor’s words', () => {
  const everyRule = (['de', 'en'] as const).flatMap((language) =>
    RULE_IDS.map((rule) => [language, rule] as const),
  );
  it.each(everyRule)('%s: %s has its own words', (language, rule) => {
    const message = problemMessage({ rule, message: 'something is wrong' }, language);
    expect(message).not.toContain('something is wrong');
    expect(message).toMatch(/^\p{Lu}.*\.$/u);
  });

  it('keeps what the message quotes, and the hint', () => {
    const problem = {
      rule: 'unknown-section-type',
      message: 'unknown section type "heor"',
      suggestion: 'Did you mean "hero"?',
    };
    expect(problemMessage(problem, 'de')).toBe('Diesen Abschnittstyp gibt es nicht: „heor“.');
    expect(problemSuggestion(problem, 'de')).toBe('Vorschlag: „hero“');
    expect(problemMessage(problem, 'en')).toBe('There is no section of this type: “heor”.');
    expect(problemSuggestion(problem, 'en')).toBe('Suggestion: “hero”');
  });

  it('words the English editor’s problems for people too (editor trial, 2026-11-28)', () => {
    const empty = {
      rule: 'empty-text',
      message: 'empty text',
      suggestion: 'write the text or remove the key',
    };
    expect(problemMessage(empty, 'en')).toBe('The text is empty.');
    expect(problemSuggestion(empty, 'en')).toBe('');
    const noParagraph = {
      rule: 'invalid-value',
      message: 'must NOT have fewer than 1 items (received [])',
    };
    expect(problemMessage(noParagraph, 'en')).toBe('At least 1 entry is needed: please add one.');
    expect(problemMessage(noParagraph, 'de')).toBe('Mindestens 1 Eintrag nötig: bitte hinzufügen.');
    const tooMany = {
      rule: 'invalid-value',
      message: 'must NOT have more than 6 items (received 7 items)',
    };
    expect(problemMessage(tooMany, 'en')).toBe(
      'At most 6 entries are possible: please remove one.',
    );
  });
});
