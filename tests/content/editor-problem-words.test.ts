import { describe, expect, it } from 'vitest';
import { problemMessage, problemSuggestion } from '../../editor/src/problem-words';
import { RULE_IDS } from '../../src/content/rules';

/** A tryout found the validator's English messages in the German editor. */
describe('problems in the German editor', () => {
  it.each(RULE_IDS)('%s has German words', (rule) => {
    const message = problemMessage({ rule, message: 'something is wrong' }, 'de');
    expect(message).not.toContain('something is wrong');
    expect(message).toMatch(/\.$/);
  });

  it('keeps what the message quotes, and the hint', () => {
    const problem = {
      rule: 'unknown-section-type',
      message: 'unknown section type "heor"',
      suggestion: 'Did you mean "hero"?',
    };
    expect(problemMessage(problem, 'de')).toBe('Diesen Abschnittstyp gibt es nicht: „heor“.');
    expect(problemSuggestion(problem, 'de')).toBe('Vorschlag: „hero“');
    expect(problemMessage(problem, 'en')).toBe('unknown section type "heor"');
    expect(problemSuggestion(problem, 'en')).toBe('Did you mean "hero"?');
  });
});
