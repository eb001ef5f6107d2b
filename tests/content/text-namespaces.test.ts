import { describe, expect, it } from 'vitest';
import { namespacesInCode, namespacesInContent } from '../../src/content/text-namespaces';

const known = new Set(['common', 'faq', 'contact-form', 'carousel']);

describe('namespacesInContent', () => {
  it('finds the locale files named by text keys anywhere in a page', () => {
    const page = {
      path: '/faq',
      meta: { title: 'faq.meta.title' },
      sections: [
        { type: 'hero', props: { titleKey: 'faq.hero.title', cta: { labelKey: 'common.cta' } } },
        { type: 'faq-accordion', props: { items: [{ questionKey: 'contact-form.topic' }] } },
      ],
    };
    expect([...namespacesInContent(page, known)].sort()).toEqual(['common', 'contact-form', 'faq']);
  });

  it('ignores strings that only look like keys: unknown files, paths, prose, numbers', () => {
    const content = {
      path: '/faq',
      image: '/images/faq/questions.svg',
      origin: 'https://www.prol.example',
      text: 'faq. is a word here',
      other: 'pricing.title',
      price: 12.5,
    };
    expect([...namespacesInContent(content, known)]).toEqual([]);
  });
});

describe('namespacesInCode', () => {
  it('finds keys in quotes and template literals', () => {
    const source = [
      "t('carousel.pause')",
      'const KEY = "common.image.decorative";',
      't(`contact-form.fields.${name}`)',
      "import x from './faq.json'",
      'value.faq.title',
    ].join('\n');
    expect([...namespacesInCode(source, known)].sort()).toEqual([
      'carousel',
      'common',
      'contact-form',
    ]);
  });
});
