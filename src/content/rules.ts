/**
 * Every kind of problem the validator reports, by a stable id. Reports (json, sarif, github,
 * junit) carry the id; docs/editing.md has a section headed by each id (`### dead-link`) that
 * says what to do, and a test keeps the two lists equal. Ids never change meaning: a new kind of
 * problem gets a new id.
 */
export const RULES = {
  'json-syntax': 'The file is not valid JSON',
  'schema-unavailable': 'The file cannot be checked against its schema',
  'unknown-section-type': 'A section type that does not exist',
  'unknown-property': 'A property the section or page does not have',
  'missing-property': 'A required property is missing',
  'wrong-type': 'A value of the wrong kind (text, number, list, group)',
  'invalid-value': 'A value that is not allowed or not in the expected form',
  'unknown-text-key': 'A text key that exists in no locale file',
  'missing-translation': 'A text in one language only',
  'empty-text': 'An empty text in a locale file',
  'invalid-locale-value': 'Something other than a text in a locale file',
  'dead-link': 'A link to a page that does not exist',
  'missing-anchor': 'A link to a section anchor the page does not have',
  'wrong-language-link': 'An article links to a page in the other language',
  'missing-asset': 'A file in public/ that does not exist',
  'duplicate-path': 'Two pages with the same address',
  'missing-not-found-page': 'No page for unknown addresses',
  'article-slug-mismatch': "An article's slug differs from its file name",
  'invalid-date': 'A date that does not exist',
  'duplicate-article': 'Two articles of a language with the same id or slug',
  'article-one-language': 'An article in one language only',
  'unsafe-article-html': 'Article HTML that would be removed before display',
  'link-out-of-folder': 'A symbolic link that leads out of its folder or to nothing',
} as const;

export type RuleId = keyof typeof RULES;

export const RULE_IDS = Object.keys(RULES) as RuleId[];
