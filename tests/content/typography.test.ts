import { describe, expect, it } from 'vitest';
import {
  SOFT_HYPHEN,
  typesetArticle,
  typesetText,
  typesetTexts,
} from '../../src/content/node/typography';

/** Issue 21.2/21.3: soft hyphens in long words, no-break spaces inside figures. */
const shown = (text: string) => text.replaceAll(SOFT_HYPHEN, '|').replaceAll('\u00A0', '_');

describe('typesetText', () => {
  it('hyphenates long German and English words at syllable boundaries', () => {
    expect(shown(typesetText('Nutzungsbedingungen', 'de'))).toBe('Nut|zungs|be|din|gun|gen');
    expect(shown(typesetText('Unternehmenskommunikation', 'de'))).toContain('kom|mu|ni|ka|ti|on');
    expect(shown(typesetText('communication', 'en'))).toBe('com|mu|ni|ca|tion');
  });

  it('leaves short words, names, markup, interpolations, URLs and addresses whole', () => {
    const text =
      'Zu den Preisen: <pagelink>Preisübersicht</pagelink> für {{productName}} auf https://www.prol.example/Nutzungsbedingungen oder office@unternehmenskommunikation.at, MyNewsroom, PublishPro';
    const result = typesetText(text, 'de');
    expect(result).toContain('<pagelink>');
    expect(result).toContain('{{productName}}');
    expect(result).toContain('https://www.prol.example/Nutzungsbedingungen');
    expect(result).toContain('office@unternehmenskommunikation.at');
    expect(result).toContain('MyNewsroom');
    expect(result).toContain('PublishPro');
    expect(shown(result)).toContain('Preis|über|sicht');
    expect(result.replaceAll(SOFT_HYPHEN, '')).toBe(text);
  });

  it('joins numbers to their units and currency signs to their amounts', () => {
    expect(shown(typesetText('Bis zu 50 % Förderung', 'de'))).toBe('Bis zu 50_% För|de|rung');
    expect(shown(typesetText('ab 49 € im Monat, € 99 oder 10 000 Wörter', 'de'))).toBe(
      'ab 49_€ im Monat, €_99 oder 10_000 Wörter',
    );
    expect(shown(typesetText('2 EUR und 5 Euro-Scheine, 50 Prozent', 'de'))).toBe(
      '2_EUR und 5 Euro-Schei|ne, 50 Pro|zent',
    );
  });
});

describe('typesetTexts and typesetArticle', () => {
  it('leaves the page head (meta) as written and typesets the rest', () => {
    const tree = {
      meta: { title: 'Nutzungsbedingungen' },
      hero: { title: 'Nutzungsbedingungen', items: ['Branchenlösungen'] },
    };
    const result = typesetTexts(tree, 'de') as typeof tree;
    expect(result.meta.title).toBe('Nutzungsbedingungen');
    expect(result.hero.title).toContain(SOFT_HYPHEN);
    expect(result.hero.items[0]).toContain(SOFT_HYPHEN);
  });

  it('typesets an article’s shown texts only, never attribute values inside its HTML', () => {
    const article = {
      slug: 'unternehmenskommunikation',
      imageAlt: 'Unternehmenskommunikation',
      title: 'Unternehmenskommunikation',
      content:
        '<a href="/news/unternehmenskommunikation" title="Unternehmenskommunikation">Unternehmenskommunikation</a>',
    };
    const result = typesetArticle(article, 'de');
    expect(result.slug).toBe(article.slug);
    expect(result.imageAlt).toBe(article.imageAlt);
    expect(result.title).toContain(SOFT_HYPHEN);
    expect(result.content).toMatch(
      /^<a href="\/news\/unternehmenskommunikation" title="Unternehmenskommunikation">Un.*\u00AD/,
    );
  });
});
