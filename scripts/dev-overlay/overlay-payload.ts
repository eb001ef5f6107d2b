import type { Problem } from '../../src/content/problem';
import { RULES, type RuleId } from '../../src/content/rules';
import { OVERLAY_WORDS, problemLines, type OverlayWords, type ProblemLines } from './overlay-words';

/** The custom HMR event that carries the content problems to the browser (empty list: all fine). */
export const PROBLEMS_EVENT = 'content-validation:problems';
/** Sent by a browser that (re)connects, asking for the current problems. */
export const ASK_EVENT = 'content-validation:ask';
/** Where the dev server shows docs/editing.md; `#<rule id>` is the section about a problem. */
export const EDITING_GUIDE_URL = '/__editing-guide';

export interface OverlayProblem {
  rule: RuleId;
  /** `pages/faq.json:13:15`, as the CLI prints it. */
  location: string;
  /** The JSON path as the CLI prints it (`sections[0].type`). */
  path: string;
  /** The same place in words (`1st section (hero), its type`); empty when there is none. */
  where: string;
  message: string;
  suggestion: string;
  frame: string;
  help: { href: string; title: string };
  /** What the overlay shows of it, in the page's language (overlay-words.ts). */
  lines: { de: ProblemLines; en: ProblemLines };
}

export interface OverlayPayload {
  problems: OverlayProblem[];
  skipped: string[];
  /** The CLI's last line: `✖ 1 problem in 1 file(s) (109 checked).` */
  summary: string;
  /** The overlay's own words in both languages. */
  words: { de: OverlayWords; en: OverlayWords };
}

/** The validator's report as the dev overlay shows it: the CLI's messages, plus words and a link. */
export function overlayPayload(report: {
  problems: readonly Problem[];
  skipped: readonly string[];
  text: string;
}): OverlayPayload {
  const problems = [...report.problems]
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
    .map((p) => {
      const problem = {
        rule: p.rule,
        location: `${p.file}:${p.line}:${p.column}`,
        path: p.path,
        where: p.where ?? '',
        message: p.message,
        suggestion: p.suggestion ?? '',
        frame: p.frame ?? '',
        help: { href: `${EDITING_GUIDE_URL}#${p.rule}`, title: RULES[p.rule] },
      };
      return {
        ...problem,
        lines: { de: problemLines(problem, 'de'), en: problemLines(problem, 'en') },
      };
    });
  return {
    problems,
    skipped: [...report.skipped],
    summary: report.text.split('\n').at(-1) ?? '',
    words: OVERLAY_WORDS,
  };
}
