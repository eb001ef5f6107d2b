import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../src/web/lib/language-detection';

describe('initial language (SPEC §4)', () => {
  it('uses a stored en or de first', () => {
    expect(detectLanguage({ stored: 'en', browserLanguage: 'de-AT' })).toBe('en');
    expect(detectLanguage({ stored: 'de', browserLanguage: 'en-US' })).toBe('de');
  });
  it('ignores any other stored value and falls back to the browser language', () => {
    expect(detectLanguage({ stored: 'fr', browserLanguage: 'de-CH' })).toBe('de');
    expect(detectLanguage({ stored: null, browserLanguage: 'DE' })).toBe('de');
    expect(detectLanguage({ stored: undefined, browserLanguage: 'fr-FR' })).toBe('en');
  });
  it('is German with nothing to go on', () => {
    expect(detectLanguage({ stored: null, browserLanguage: '' })).toBe('de');
  });
});
