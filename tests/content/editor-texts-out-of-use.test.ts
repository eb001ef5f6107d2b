import { describe, expect, it } from 'vitest';
import type { Docs } from '../../editor/src/model';
import { withoutTextsOutOfUse } from '../../editor/src/texts-out-of-use';

/**
 * The editor's trial (2026-11-28): a removed paragraph left its (empty) texts behind, two
 * problems no field could reach. Texts an edit takes out of use now go with it.
 */
const page = (paragraphs: string[]) => ({
  path: '/pricing',
  sections: [{ type: 'text-block', props: { title: 'pricing.textBlock.title', paragraphs } }],
});
const texts = (p: Record<string, string>) => ({
  textBlock: { title: 'Aktion', paragraphs: p },
  hero: { title: 'Preise' },
});
const docs = (paragraphs: string[]): Docs => ({
  'pages/pricing.json': page(paragraphs),
  'pages/site.json': { footer: { columns: [] } },
  'locales/de/pricing.json': texts({ '1': 'Eins', '2': '' }),
  'locales/en/pricing.json': texts({ '1': 'One', '2': '' }),
  'locales/de/common.json': { cta: 'Los' },
});

describe('withoutTextsOutOfUse', () => {
  it('removes the texts of a removed list entry in both languages', () => {
    const before = docs(['pricing.textBlock.paragraphs.1', 'pricing.textBlock.paragraphs.2']);
    const after = { ...before, 'pages/pricing.json': page(['pricing.textBlock.paragraphs.1']) };
    const next = withoutTextsOutOfUse(before, after);
    expect(next['locales/de/pricing.json']).toEqual(texts({ '1': 'Eins' }));
    expect(next['locales/en/pricing.json']).toEqual(texts({ '1': 'One' }));
  });

  it('removes the groups left empty, and keeps the other files', () => {
    const before = docs(['pricing.textBlock.paragraphs.1', 'pricing.textBlock.paragraphs.2']);
    const after = { ...before, 'pages/pricing.json': { path: '/pricing', sections: [] } };
    const next = withoutTextsOutOfUse(before, after);
    expect(next['locales/de/pricing.json']).toEqual({ hero: { title: 'Preise' } });
    expect(next['locales/de/common.json']).toBe(before['locales/de/common.json']);
  });

  it('keeps a text another page or section still names', () => {
    const before = docs(['pricing.textBlock.paragraphs.1', 'pricing.textBlock.paragraphs.2']);
    const after = {
      ...before,
      'pages/pricing.json': page(['pricing.textBlock.paragraphs.1']),
      'pages/faq.json': page(['pricing.textBlock.paragraphs.2']),
    };
    expect(withoutTextsOutOfUse(before, after)).toBe(after);
  });

  it('leaves an edit that removes no key as it is', () => {
    const before = docs(['pricing.textBlock.paragraphs.1']);
    const after = { ...before, 'locales/de/pricing.json': texts({ '1': 'Neu', '2': '' }) };
    expect(withoutTextsOutOfUse(before, after)).toBe(after);
  });
});
