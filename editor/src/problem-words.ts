import type { Problem } from './api';
import type { Language } from './model';

/**
 * The validator's problems in the editor's language. The validator (src/content) words its
 * messages for developers, on the command line and in CI ("must NOT have fewer than 1 items
 * (received [])", "remove the key"); the editor names each kind of problem (its rule,
 * docs/editing.md section 7) in plain words, German or English, and keeps what the message quotes
 * (the key, the address, the type), so a person still sees which one is meant.
 */
const RULE_WORDS_DE: Record<string, string> = {
  'json-syntax': 'Die Datei ist kein gültiges JSON',
  'schema-unavailable': 'Die Datei lässt sich nicht gegen ihr Schema prüfen',
  'unknown-section-type': 'Diesen Abschnittstyp gibt es nicht',
  'unknown-property': 'Diese Angabe kennt der Abschnitt oder die Seite nicht',
  'missing-property': 'Eine Pflichtangabe fehlt',
  'wrong-type': 'Ein Wert der falschen Art (Text, Zahl, Liste, Gruppe)',
  'invalid-value': 'Ein Wert, der nicht erlaubt ist oder nicht die erwartete Form hat',
  'unknown-text-key': 'Diesen Text gibt es in keiner Textdatei',
  'missing-translation': 'Der Text fehlt in einer Sprache',
  'empty-text': 'Der Text ist leer',
  'invalid-locale-value': 'In der Textdatei steht etwas anderes als ein Text',
  'dead-link': 'Der Link führt zu einer Seite, die es nicht gibt',
  'missing-anchor': 'Die Seite hat die Sprungmarke des Links nicht',
  'wrong-language-link': 'Der Artikel verlinkt eine Seite der anderen Sprache',
  'missing-asset': 'Diese Datei gibt es in public/ nicht',
  'duplicate-path': 'Zwei Seiten haben dieselbe Adresse',
  'missing-not-found-page': 'Es gibt keine Seite für unbekannte Adressen',
  'article-slug-mismatch': 'Die Adresse (slug) des Artikels weicht von seinem Dateinamen ab',
  'invalid-date': 'Dieses Datum gibt es nicht',
  'duplicate-article': 'Zwei Artikel einer Sprache mit derselben Kennung oder Adresse',
  'article-one-language': 'Den Artikel gibt es nur in einer Sprache',
  'unsafe-article-html': 'Artikel-HTML, das vor der Anzeige entfernt würde',
  'link-out-of-folder':
    'Eine Verknüpfung (Symlink), die aus ihrem Ordner hinaus oder ins Leere führt',
};

const RULE_WORDS_EN: Record<string, string> = {
  'json-syntax': 'The file is not valid JSON',
  'schema-unavailable': 'The file cannot be checked against its schema',
  'unknown-section-type': 'There is no section of this type',
  'unknown-property': 'The section or page does not know this field',
  'missing-property': 'A required field is empty',
  'wrong-type': 'A value of the wrong kind (text, number, list, group)',
  'invalid-value': 'A value that is not allowed or not in the expected form',
  'unknown-text-key': 'This text is in no text file',
  'missing-translation': 'The text is missing in one language',
  'empty-text': 'The text is empty',
  'invalid-locale-value': 'The text file holds something other than a text',
  'dead-link': 'The link leads to a page that does not exist',
  'missing-anchor': 'The linked page has no such place to jump to',
  'wrong-language-link': 'The article links to a page in the other language',
  'missing-asset': 'This file is not in public/',
  'duplicate-path': 'Two pages have the same address',
  'missing-not-found-page': 'There is no page for unknown addresses',
  'article-slug-mismatch': 'The article’s address (slug) differs from its file name',
  'invalid-date': 'This date does not exist',
  'duplicate-article': 'Two articles in one language with the same id or address',
  'article-one-language': 'The article exists in one language only',
  'unsafe-article-html': 'Article HTML that would be removed before it is shown',
  'link-out-of-folder': 'A shortcut (symlink) that leads out of its folder or to nothing',
};

const RULE_WORDS: Record<Language, Record<string, string>> = {
  de: RULE_WORDS_DE,
  en: RULE_WORDS_EN,
};

/** A list with too few or too many entries, in words ("must NOT have fewer than 1 items"). */
function listSizeWords(message: string | undefined, language: Language): string | null {
  const size = /must NOT have (fewer|more) than (\d+) items/.exec(message ?? '');
  if (!size) return null;
  const count = Number(size[2]);
  if (language === 'de')
    return size[1] === 'fewer'
      ? `Mindestens ${count} ${count === 1 ? 'Eintrag' : 'Einträge'} nötig: bitte hinzufügen.`
      : `Höchstens ${count} ${count === 1 ? 'Eintrag' : 'Einträge'} möglich: bitte entfernen.`;
  return size[1] === 'fewer'
    ? `At least ${count} ${count === 1 ? 'entry is' : 'entries are'} needed: please add one.`
    : `At most ${count} ${count === 1 ? 'entry is' : 'entries are'} possible: please remove one.`;
}

const quoted = (text: string | undefined, language: Language) =>
  [...(text ?? '').matchAll(/"([^"]+)"/g)].map((m) =>
    language === 'de' ? `„${m[1]}“` : `“${m[1]}”`,
  );

/**
 * A problem's message in `language` (German: the rule in words and what the message quotes). A
 * missing property is named by `label`, its field's label, when there is one (not "to").
 */
export function problemMessage(
  problem: Pick<Problem, 'rule' | 'message'>,
  language: Language,
  label?: string,
) {
  if (problem.rule === 'missing-property' && label)
    return language === 'de'
      ? `${RULE_WORDS_DE['missing-property']}: „${label}“.`
      : `${RULE_WORDS_EN['missing-property']}: “${label}”.`;
  const size = listSizeWords(problem.message, language);
  if (size) return size;
  const words = RULE_WORDS[language][problem.rule];
  if (!words) return problem.message;
  const values = quoted(problem.message, language);
  return values.length > 0 ? `${words}: ${values.join(', ')}.` : `${words}.`;
}

/** The validator's hint ("did you mean …") in `language`. */
export function problemSuggestion(
  problem: Pick<Problem, 'suggestion'>,
  language: Language,
): string {
  if (!problem.suggestion) return '';
  // Only what it quotes ("did you mean "/contact""): its words are the command line's.
  const values = quoted(problem.suggestion, language);
  if (values.length === 0) return '';
  return `${language === 'de' ? 'Vorschlag' : 'Suggestion'}: ${values.join(', ')}`;
}

/** Where a problem is: the editor's words, not the validator's English ones. */
export function problemWhere(problem: Pick<Problem, 'where' | 'path'>, language: Language) {
  return language === 'de' ? problem.path : (problem.where ?? problem.path);
}
