import { describe, expect, it } from 'vitest';
import {
  SOFT_HYPHEN,
  typesetArticle,
  typesetText,
  typesetTexts,
} from '../../src/content/node/typography';

/**
 * Issues 21.2/21.3 and 37.1 (decision 230): soft hyphens only in words of 13+ letters, never
 * closer than 5 letters to either end; no-break spaces inside figures, units and dates.
 */
const shown = (text: string) => text.replaceAll(SOFT_HYPHEN, '|').replaceAll('\u00A0', '_');

describe('typesetText', () => {
  it('hyphenates words of 13+ letters at syllable boundaries 5 letters or more from each end', () => {
    expect(shown(typesetText('Verwendungsnachweis', 'de'))).toBe('Verwen|dungs|nachweis');
    expect(shown(typesetText('Videotranskription', 'de'))).toBe('Video|tran|skription');
    expect(shown(typesetText('Kommunikationsabteilungen', 'en'))).not.toMatch(
      /^.{0,4}\||\|.{0,4}$/,
    );
  });

  it('leaves words of up to 12 letters whole (they fit every line), in both languages', () => {
    for (const [word, language] of [
      ['Meilensteinen', 'de'],
      ['Modelle', 'de'],
      ['Servern', 'de'],
      ['verständlich', 'de'],
      ['Unternehmen', 'de'],
      ['publication', 'en'],
      ['comparison', 'en'],
      ['organisation', 'en'],
    ] as const) {
      const result = shown(typesetText(word, language));
      if (word.length < 13) expect(result).toBe(word);
      // Whichever break a line takes, both sides keep 5 letters.
      const pieces = result.split('|');
      expect(pieces[0]!.length).toBeGreaterThanOrEqual(5);
      expect(pieces.at(-1)!.length).toBeGreaterThanOrEqual(5);
    }
    expect(shown(typesetText('communications', 'en'))).toBe('commu|ni|ca|tions');
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
    expect(shown(typesetText('Bis zu 50 % Förderung', 'de'))).toBe('Bis zu_50_% Förderung');
    expect(shown(typesetText('ab 49 € im Monat, € 99 oder 10 000 Wörter', 'de'))).toBe(
      'ab_49_€ im Monat, €_99 oder 10_000_Wörter',
    );
    expect(shown(typesetText('2 EUR und 5 Euro-Scheine, 50 Prozent', 'de'))).toBe(
      '2_EUR und_5_Euro-Scheine, 50_Prozent',
    );
    // The designer's review (2026-11-28): these were split at the line's end.
    expect(
      shown(typesetText('investiert 18 Millionen, 80 Kilometern, ab 69 Euro, 10 Nutzer', 'de')),
    ).toBe('investiert 18_Millionen, 80_Kilometern, ab_69_Euro, 10_Nutzer');
    expect(shown(typesetText('EUR 18 million within 80 kilometres for 10 users', 'en'))).toBe(
      'EUR_18_million within 80_kilometres for_10_users',
    );
    // A figure filled in when shown keeps its unit too; other interpolations are left alone.
    expect(
      shown(typesetText('{{users}} Nutzer, {{languages}} Sprachen, {{name}} schreibt', 'de')),
    ).toBe('{{users}}_Nutzer, {{languages}}_Sprachen, {{name}} schreibt');
  });

  it('joins a number to its unit word and a day to its month (data: typography-units.ts)', () => {
    expect(shown(typesetText('nach 24 Monaten, 12 Monate, um 16 Uhr und 9 Uhr', 'de'))).toBe(
      'nach 24_Monaten, 12_Monate, um_16_Uhr und_9_Uhr',
    );
    expect(shown(typesetText('ab 1. Juni, am 12. März, am 14. Jänner', 'de'))).toBe(
      'ab_1._Juni, am_12._März, am_14._Jänner',
    );
    expect(shown(typesetText('after 24 months, at 4 pm or 10 am, from 1 June', 'en'))).toBe(
      'after 24_months, at_4_pm or_10_am, from 1_June',
    );
    // Only a unit of the text's own language, only after a figure, only the whole word.
    expect(shown(typesetText('24 Monate', 'en'))).toBe('24 Monate');
    expect(shown(typesetText('I am here at 4 pmx, Seite 3. Junior', 'en'))).toBe(
      'I am here at_4 pmx, Seite 3. Junior',
    );
    expect(shown(typesetText('Kapitel 3. Junimond', 'de'))).toBe('Kapitel 3. Junimond');
  });

  it('breaks a compound after a known first part first (designer review: typography-compounds.ts)', () => {
    expect(
      shown(
        typesetText(
          'Kommunikationsaufgaben der Rechtsanwaltskanzleien, Nutzungsbedingungen, Photovoltaikanlage',
          'de',
        ),
      ),
    ).toBe(
      // Inside the first part only points 5 letters from its end, for a line too narrow for it.
      'Kommu|ni|ka|tions|aufgaben der Rechts|an|walts|kanzleien, Nutzungs|bedingungen, Photo|voltaik|anlage',
    );
    expect(shown(typesetText('Urheberrechtscheck', 'de'))).toBe('Urheber|rechts|check');
    // A long rest breaks inside too, 5 letters from its ends; a short one does not.
    expect(shown(typesetText('Unternehmenskommunikation', 'de'))).toBe(
      'Unter|nehmens|kommu|ni|kation',
    );
    expect(shown(typesetText('Unternehmenskommunikationsstrategie', 'de'))).toBe(
      'Unter|nehmens|kommu|ni|ka|tions|strategie',
    );
  });

  it('keeps ranges and a short word before a number with the number (designer review)', () => {
    expect(
      shown(typesetText('Samstag, 14. September, 10 bis 16 Uhr; die letzten 4 Erstellungen', 'de')),
    ).toBe('Samstag, 14._September, 10_bis_16_Uhr; die letzten 4_Erstellungen');
    expect(shown(typesetText('Uploads bis 100 MB, bis zu 50 % schneller, ab 69 Euro', 'de'))).toBe(
      'Uploads bis_100_MB, bis zu_50_% schneller, ab_69_Euro',
    );
    expect(shown(typesetText('from 9 to 5', 'en'))).toBe('from 9_to_5');
    // Not after a capitalised word or a longer one: "Seite 3", "Kapitel 12".
    expect(shown(typesetText('Seite 3 und Kapitel 12 folgen', 'de'))).toBe(
      'Seite 3 und Kapitel 12 folgen',
    );
  });

  it('keeps a dash with the word before it, so no line starts with one (English home, 375 px)', () => {
    expect(shown(typesetText('Vom ersten Entwurf bis zum Post – ProL begleitet Sie', 'de'))).toBe(
      'Vom ersten Entwurf bis zum Post_– ProL begleitet Sie',
    );
    expect(shown(typesetText('From the first idea to the finished post – ProL helps', 'en'))).toBe(
      'From the first idea to the finished post_– ProL helps',
    );
    // Ranges and hyphens are not dashes between words.
    expect(shown(typesetText('Mo–Fr, E-Mail, dauert 3 – 4 Tage', 'de'))).toBe(
      'Mo–Fr, E-Mail, dauert 3_–_4_Tage',
    );
  });

  it('keeps a sentence’s short last word on a line with the word before it (decision 270)', () => {
    expect(shown(typesetText('Die Anlage liegt auf dem Dach.', 'de'))).toBe(
      'Die Anlage liegt auf dem_Dach.',
    );
    expect(shown(typesetText('Ask us, we answer in person.', 'en'))).toBe(
      'Ask us, we answer in_person.',
    );
    // Every paragraph of an article's HTML; a quote after the full stop belongs to the word.
    expect(shown(typesetText('<p>So sagt es der Kunde: „Das spart Zeit.“</p>', 'de'))).toBe(
      '<p>So sagt es der Kunde: „Das spart_Zeit.“</p>',
    );
    // A long last word can fill its own line; a label or a short sentence has no last line.
    expect(shown(typesetText('Wählen Sie nach Ihrer Unternehmenssprache.', 'de'))).not.toContain(
      '_',
    );
    expect(shown(typesetText('Vielen Dank, bis bald!', 'de'))).toBe('Vielen Dank, bis bald!');
    expect(shown(typesetText('Jetzt kostenlos testen', 'de'))).toBe('Jetzt kostenlos testen');
    expect(shown(typesetText('In welchen Sprachen schreibt ProL?', 'de'))).not.toContain('_');
  });

  it('counts the words of a sentence across a placeholder (designer review, /comparison)', () => {
    expect(shown(typesetText('Zehn Aufgaben, die My{{product}} Ihrem Team abnimmt.', 'de'))).toBe(
      'Zehn Aufgaben, die My{{product}} Ihrem Team_abnimmt.',
    );
    // A long word before it stays apart: together they would leave the line above near empty.
    expect(
      shown(
        typesetText('Zehn Aufgaben, die My{{product}} Ihrem Kommunikationsteam abnimmt.', 'de'),
      ),
    ).not.toContain('_');
    // Right after the placeholder: the placeholder is the word before.
    expect(shown(typesetText('Das alles und mehr kann {{product}} heute.', 'de'))).toBe(
      'Das alles und mehr kann {{product}}_heute.',
    );
    // A short text stays as written, placeholder or not.
    expect(shown(typesetText('Mit {{product}} heute.', 'de'))).toBe('Mit {{product}} heute.');
  });
});

describe('typesetTexts and typesetArticle', () => {
  it('leaves the page head (meta) as written and typesets the rest', () => {
    const tree = {
      meta: { title: 'Nutzungsbedingungen' },
      hero: { title: 'Nutzungsbedingungen', items: ['Datenschutzerklärung'] },
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
