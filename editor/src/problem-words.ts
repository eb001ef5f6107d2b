import type { Problem } from './api';
import type { Language } from './model';

/**
 * The validator's problems in the editor's language. The validator (src/content) words its
 * messages in English for the command line and CI; the German editor names each kind of problem
 * (its rule, docs/editing.md section 7) in German and keeps what the message quotes (the key, the
 * address, the type), so a person still sees which one is meant.
 */
const RULE_WORDS: Record<string, string> = {
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

const quoted = (text: string | undefined) =>
  [...(text ?? '').matchAll(/"([^"]+)"/g)].map((m) => `„${m[1]}“`);

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
      ? `${RULE_WORDS['missing-property']}: „${label}“.`
      : `A required field is empty: "${label}".`;
  const words = language === 'de' ? RULE_WORDS[problem.rule] : undefined;
  if (!words) return problem.message;
  const values = quoted(problem.message);
  return values.length > 0 ? `${words}: ${values.join(', ')}.` : `${words}.`;
}

/** The validator's hint ("did you mean …") in `language`. */
export function problemSuggestion(
  problem: Pick<Problem, 'suggestion'>,
  language: Language,
): string {
  if (!problem.suggestion) return '';
  if (language !== 'de') return problem.suggestion;
  const values = quoted(problem.suggestion);
  return values.length > 0 ? `Vorschlag: ${values.join(', ')}` : '';
}

/** Where a problem is: the editor's words, not the validator's English ones. */
export function problemWhere(problem: Pick<Problem, 'where' | 'path'>, language: Language) {
  return language === 'de' ? problem.path : (problem.where ?? problem.path);
}
