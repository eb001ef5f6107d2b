/**
 * The overlay's words in the page's language (the <html lang> of the page it covers), as the
 * page editor speaks its own: a German page's overlay was English (issue 38, point 9). The
 * problems themselves are worded by the editor's table (editor/src/problem-words.ts). Worded
 * on the server, sent in both languages: the browser picks the page's.
 */
import type { OverlayProblem } from './overlay-payload';
import { problemMessage, problemSuggestion } from '../../editor/src/problem-words';

export type OverlayLanguage = 'de' | 'en';

export type OverlayWords = { [K in keyof (typeof OVERLAY_WORDS)['en']]: string };

/** A problem's lines as the overlay shows them in one language. */
export interface ProblemLines {
  message: string;
  detail: string;
  suggestion: string;
  where: string;
  help: string;
}

/** The overlay's own words ({count}: the number of problems), sent with every payload. */
export const OVERLAY_WORDS = {
  de: {
    titleOne: 'Die Inhaltsdateien haben 1 Problem',
    titleMany: 'Die Inhaltsdateien haben {count} Probleme',
    hide: 'Ausblenden',
    intro:
      'Korrigieren Sie die Datei in Ihrem Editor und speichern Sie: Diese Meldung passt sich von selbst an.',
    howToFix: 'So beheben Sie es',
  },
  en: {
    titleOne: 'The content files have 1 problem',
    titleMany: 'The content files have {count} problems',
    hide: 'Hide',
    intro: 'Fix the file in your editor and save: this message updates by itself.',
    howToFix: 'How to fix',
  },
} as const;

/**
 * One problem's lines in `language`. In German: the kind of problem in German words with what
 * the message quotes, and below it the validator's own English line (as `npm run validate`
 * prints it; it also carries details the German words leave out, such as a syntax error's).
 */
export function problemLines(
  problem: Pick<OverlayProblem, 'rule' | 'message' | 'suggestion' | 'where' | 'help'>,
  language: OverlayLanguage,
): ProblemLines {
  if (language === 'en')
    return {
      message: problem.message,
      detail: '',
      suggestion: problem.suggestion,
      where: problem.where,
      help: `${OVERLAY_WORDS.en.howToFix}: ${problem.help.title} (docs/editing.md)`,
    };
  const message = problemMessage(problem, 'de');
  return {
    message,
    detail: message === problem.message ? '' : problem.message,
    suggestion: problemSuggestion(problem, 'de') || problem.suggestion,
    // The place in words is the validator's English; the location line names it already.
    where: '',
    help: `${OVERLAY_WORDS.de.howToFix}: ${message.replace(/:.*$|\.$/, '')} (docs/editing.md)`,
  };
}
