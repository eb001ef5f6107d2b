import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 21.10: no test-build look. A German page shows German words (a text left in English, like
 * the menu's "PROFESSIONALS", is the same in both locale files), and no page publishes an e-mail
 * address except the company's one address in pages/site.json (decision 131).
 */
const root = join(import.meta.dirname, '..', '..');

type Texts = Record<string, string>;
function flatten(value: unknown, prefix = '', into: Texts = {}): Texts {
  if (typeof value === 'string') into[prefix] = value;
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
  return into;
}
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const localeTexts = (language: string): Texts =>
  Object.assign(
    {},
    ...readdirSync(join(root, 'locales', language)).map((file) =>
      flatten(readJson(join(root, 'locales', language, file)), file.replace(/\.json$/, '')),
    ),
  );

/**
 * Words a German text may share with its English one: product and brand names, abbreviations,
 * tier names of the spec, and loanwords German readers use as they are (Duden lists them).
 * A word not here in a text that is the same in both languages is an untranslated text.
 */
const SHARED_WORDS = new Set(
  [
    // products, brands, data sources
    'ProL',
    'DraftPro',
    'WritePro',
    'PublishPro',
    'MyProL',
    'MyNewsroom',
    'LawPro',
    'TaxPro',
    'EditorPro',
    'ProLaw',
    'ProTax',
    'RIS',
    'FinDoc',
    'EuLex',
    'Donauwelle',
    'Media',
    'LinkedIn', // a social network the spec names (§1), a tab of the product demo
    'My', // the prefix of "My{{product}}"
    // abbreviations and the spec's tier and plan names
    'SEO',
    'GEO',
    'GAIO',
    'FAQ',
    'Enterprise',
    'Tailored',
    'Advanced',
    'Unlimited',
    'Standard',
    // loanwords in German use
    'News',
    'Newsroom',
    'Newsletter',
    'Support',
    'Name',
    'Onboarding',
    'Partner',
    'Live',
    'Navigation',
    'Status',
    // job titles kept in English by the company (team page)
    'Publishing',
    'Manager',
    'Head',
    'of',
    'Performance',
  ].map((word) => word.toLowerCase()),
);

describe('visible words', () => {
  it('German texts that equal their English text use only shared words', () => {
    const german = localeTexts('de');
    const english = localeTexts('en');
    const untranslated = Object.entries(german)
      .filter(([key, text]) => english[key] === text)
      .map(([key, text]) => ({
        key,
        text,
        words: (text.replace(/\{\{\w+\}\}/g, ' ').match(/\p{L}+/gu) ?? []).filter(
          (word) => !SHARED_WORDS.has(word.toLowerCase()),
        ),
      }))
      .filter(({ words }) => words.length > 0);
    expect(
      untranslated,
      'A text that is the same in both languages is usually a text left untranslated. A name ' +
        "(a person's, a company's) is written as is in the page file, not as a text key (see the " +
        "team section's name and docs/new-section.md); a product or brand word both languages " +
        'use goes in SHARED_WORDS in this test.',
    ).toEqual([]);
  });

  it('finds an English heading left in the German menu', () => {
    // The check above would have caught the menu group "Professionals" of issue 21.
    expect(SHARED_WORDS.has('professionals')).toBe(false);
    expect(localeTexts('de')['common.nav.groups.professionals']).not.toBe(
      localeTexts('en')['common.nav.groups.professionals'],
    );
  });

  it('publishes no e-mail address but the one in pages/site.json', () => {
    const address = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.\p{L}{2,}/u;
    const files = [
      ...readdirSync(join(root, 'pages'), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.json') && file !== 'site.json')
        .map((file) => join('pages', file)),
      ...['de', 'en'].flatMap((language) =>
        readdirSync(join(root, 'locales', language)).map((file) => join('locales', language, file)),
      ),
    ];
    const withAddress = files.filter((file) =>
      address.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(withAddress).toEqual([]);
    const site = readJson(join(root, 'pages', 'site.json')) as { contactEmail: string };
    expect(site.contactEmail).toMatch(address);
    expect(site.contactEmail).not.toMatch(/\.(example|test|invalid|localhost)$|@example\./);
  });
});
