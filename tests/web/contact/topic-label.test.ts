import { describe, expect, it } from 'vitest';
import type { Language } from '../../../src/content/locales';
import { topicLabel } from '../../../src/web/sections/contact-form/topic-label';
import { siteTexts } from '../support/render-in-site';

const translator = (language: Language) => {
  const i18n = siteTexts(language);
  return { t: (key: string) => i18n.t(key), exists: (key: string) => i18n.exists(key) };
};

describe('contact topic labels (issue 27.1)', () => {
  it('translates the topics the locale files know, in any case and with stray spaces', () => {
    expect(topicLabel('Sales', translator('de'))).toBe('Vertrieb');
    expect(topicLabel(' PRESS ', translator('en'))).toBe('Press');
    expect(topicLabel('support', translator('en'))).toBe('Support');
  });

  it.each(['de', 'en'] as const)('shows any other topic as stored, never a key (%s)', (lang) => {
    const texts = translator(lang);
    for (const topic of ['Careers', 'Wholesales EU', 'Sales: DACH', 'sales.eu', 'topics', '']) {
      expect(topicLabel(topic, texts)).toBe(topic);
    }
  });
});
