// CommonJS modules: their named exports are not visible to Node's ESM loader.
import german from 'hyphen/de';
import english from 'hyphen/en-us';
import type { Language } from '../locales';
import { COMPOUND_HEADS } from './typography-compounds';
import { MONTHS, UNIT_WORDS } from './typography-units';

/**
 * The text layer's typography (issues 21.2, 21.3 and 37.1; decisions 130 and 230), applied where
 * the build and the dev server produce the texts a page shows (site-data-source.ts), so neither
 * the browser bundle nor the locale files carry it:
 *
 * - a word of 13 letters or more gets soft hyphens (U+00AD) at syllable boundaries from the TeX
 *   patterns of the `hyphen` package, but only where at least 5 letters stay on either side, so
 *   a German compound that cannot fit a phone line breaks with a visible hyphen in every browser
 *   (after its first part where typography-compounds.ts knows it)
 *   (also one without a hyphenation dictionary) and never as "Model-le" or "Meilenstei-nen";
 *   shorter words fit every line the site draws and are left to CSS `hyphens: auto`. The page
 *   decides where a break point may show at all: `t()` drops them (lib/i18n.ts) and
 *   `BreakableText` draws them only in running text and headings;
 * - a number and its unit, currency or unit word ("50 %", "24 Monate", "4 pm"), a currency sign
 *   and its amount, a day and its month ("1. Juni"), a range ("10 bis 16 Uhr") and a short
 *   word and the number after it ("ab 69 Euro") are joined by a no-break space, and so are a
 *   dash between words and the word before it (no line starts with "–") and a sentence's
 *   short last word and the word before it (no "Dach." alone on a line).
 *
 * Never touched: markup (`<pagelink>`), interpolations (`{{product}}`), URLs, e-mail addresses,
 * names written in camel case (MyNewsroom, PublishPro) and words in capitals (GAIO).
 */

export const SOFT_HYPHEN = '\u00AD';
const NO_BREAK_SPACE = '\u00A0';
/**
 * Shorter words fit a 320 px phone line at every size the site uses (a 12-letter word in a
 * 30 px heading is about 230 px wide), so they never need a break point of their own.
 */
export const MIN_HYPHENATED_LENGTH = 13;
/** Letters a break leaves on either side: no fragment of one syllable ("Model-le"). */
export const MIN_LETTERS_BESIDE_BREAK = 5;

const hyphenators: Record<Language, (word: string) => string> = {
  de: (word) => german.hyphenateSync(word, { minWordLength: MIN_HYPHENATED_LENGTH }),
  en: (word) => english.hyphenateSync(word, { minWordLength: MIN_HYPHENATED_LENGTH }),
};

/** Parts of a text left exactly as written: tags, interpolations, URLs, e-mail addresses. */
const PROTECTED =
  /<[^>]*>|\{\{[^}]*\}\}|\b(?:https?:\/\/|www\.)[^\s<]+|[^\s<>()]+@[^\s<>()]+\.[a-z]{2,}/giu;
const LONG_WORD = new RegExp(`\\p{L}{${MIN_HYPHENATED_LENGTH},}`, 'gu');
/** Camel case or capitals: a product or brand name, split by no pattern. */
const NAME_LIKE = /^\p{L}\p{Ll}*\p{Lu}|^\p{Lu}{2}/u;

const UNITS = '%|‰|€|\\$|£|EUR|CHF|USD|MB|GB|KB|TB|ms|px|km|kg|Mio\\.|Mrd\\.|Tsd\\.';
const unitPattern = (units: string) => new RegExp(`(\\d) (?=(?:${units})(?![\\p{L}\\d]))`, 'gu');
/**
 * "50 %", "49 €", "1,5 Mio." (number, space, unit), "24 Monate", "16 Uhr", "4 pm" (number,
 * space, unit word of the language: typography-units.ts).
 */
const NUMBER_UNIT: Record<Language, RegExp> = {
  de: unitPattern([UNITS, ...UNIT_WORDS.de].join('|')),
  en: unitPattern([UNITS, ...UNIT_WORDS.en].join('|')),
};
/** The same after a figure filled in when shown: "{{languages}} Sprachen". */
const unitAfterValue = (units: string) => new RegExp(`^ (?=(?:${units})(?![\\p{L}\\d]))`, 'u');
const VALUE_UNIT: Record<Language, RegExp> = {
  de: unitAfterValue([UNITS, ...UNIT_WORDS.de].join('|')),
  en: unitAfterValue([UNITS, ...UNIT_WORDS.en].join('|')),
};
/** "1. Juni" and "12 March": a day and its month. */
const DAY_MONTH: Record<Language, RegExp> = {
  de: new RegExp(`(\\b\\d{1,2}\\.) (?=(?:${MONTHS.de.join('|')})(?!\\p{L}))`, 'gu'),
  en: new RegExp(`(\\b\\d{1,2}) (?=(?:${MONTHS.en.join('|')})(?!\\p{L}))`, 'gu'),
};
const CURRENCY_NUMBER = /([€$£]|EUR|CHF|USD) (?=\d)/gu;
/** "10 bis 16 Uhr", "9 to 5": a range stays on one line. */
const NUMBER_RANGE = /(\d) (bis|to|–) (?=\d)/gu;
/** "ab 69 Euro", "bis 100 MB", "bis zu 50 %": a short word before a number keeps it company. */
const SHORT_WORD_NUMBER = /(?<=(?:^|\s)\p{Ll}{1,3}) (?=\d)/gu;
/**
 * The space before a dash between words ("post – ProL"): a line starting with a dash reads as
 * a list item, so the dash ends the line before instead (English home at 375 px).
 */
const SPACE_BEFORE_DASH = /(?<=\p{L}[.,;:!?)"”“»«]*) (?=[–—](?:\s|$))/gu;
/** "10 000": a thousands group after a space. */
const THOUSANDS = /(\d) (?=\d{3}(?!\d))/gu;
/**
 * The space before a sentence's short last word ("auf dem Dach."): the word keeps company on
 * the last line. `text-wrap: pretty` does not do it where a text has break points (theme.css,
 * decision 270), and Firefox has no `pretty`. Not after a question: questions are headings
 * (FAQ), balanced by CSS, and their text also goes to the FAQ's structured data as written.
 */
const SHORT_LAST_WORD = /(\S|^) (?=[\p{L}\p{N}][\p{L}\p{N}-]{0,7}[.!…]["”“»«)]*\s*$)/u;
/** Sentences of fewer words (a label, "Vielen Dank!") have no last line to keep company. */
const MIN_SPACES_FOR_SHORT_LAST_WORD = 3;
/**
 * Letters of the word before it: a long one joined to the last word makes a block that leaves the
 * line above nearly empty at 320 px ("die MyProL / Ihrem / Kommunikationsteam abnimmt.").
 */
const MAX_LETTERS_BEFORE_SHORT_LAST_WORD = 10;

const cache = new Map<string, string>();

/** The patterns' break points, less those that leave fewer than 5 letters on a side. */
function breakPoints(word: string, language: Language): string {
  const parts = hyphenators[language](word).split(SOFT_HYPHEN);
  let result = parts[0] ?? '';
  for (const part of parts.slice(1)) {
    const before = result.replaceAll(SOFT_HYPHEN, '').length;
    const kept =
      before >= MIN_LETTERS_BESIDE_BREAK && word.length - before >= MIN_LETTERS_BESIDE_BREAK;
    result += (kept ? SOFT_HYPHEN : '') + part;
  }
  return result;
}

/**
 * A compound's break points when it starts with a known first part (typography-compounds.ts):
 * one after that part, and the patterns' points inside it, which a line uses only where the
 * first part itself does not fit (a line breaks at the last point that fits). The rest keeps
 * no points of its own unless it is long (or a compound again): "Kommunikations-aufgaben", never
 * "Kommunikationsauf-gaben".
 */
function compoundBreakPoints(word: string, language: Language): string | null {
  const lower = word.toLowerCase();
  const head = COMPOUND_HEADS[language].find(
    (part) =>
      part.length >= MIN_LETTERS_BESIDE_BREAK &&
      word.length - part.length >= MIN_LETTERS_BESIDE_BREAK &&
      lower.startsWith(part.toLowerCase()),
  );
  if (!head) return null;
  const inHead = headPoints(breakPoints(word, language), head.length);
  const rest = word.slice(head.length);
  // The rest may be a compound again: "Unternehmens-kommunikations-strategie".
  const restBreaks =
    rest.length >= MIN_HYPHENATED_LENGTH
      ? (compoundBreakPoints(rest, language) ?? breakPoints(rest, language))
      : rest;
  return inHead + SOFT_HYPHEN + restBreaks;
}

/**
 * The first `letters` letters of a word with break points, with the points among them that
 * leave 5 letters before the part's end ("Urheberrecht-scheck" would read as another word).
 */
function headPoints(withPoints: string, letters: number): string {
  let result = '';
  let count = 0;
  for (const char of withPoints) {
    if (count === letters) break;
    if (char === SOFT_HYPHEN) {
      if (letters - count >= MIN_LETTERS_BESIDE_BREAK) result += char;
      continue;
    }
    result += char;
    count++;
  }
  return result;
}

function hyphenateWord(word: string, language: Language): string {
  if (NAME_LIKE.test(word)) return word;
  const key = `${language}:${word}`;
  let result = cache.get(key);
  if (result === undefined) {
    result = compoundBreakPoints(word, language) ?? breakPoints(word, language);
    cache.set(key, result);
  }
  return result;
}

/** Where a plain part of a text stands: the spaces before it, and whether a tag or `{{…}}` does. */
interface PartPlace {
  spacesBefore: number;
  afterProtected: boolean;
}

function typesetPlain(text: string, language: Language, place: PartPlace): string {
  return text
    .replace(NUMBER_UNIT[language], `$1${NO_BREAK_SPACE}`)
    .replace(DAY_MONTH[language], `$1${NO_BREAK_SPACE}`)
    .replace(CURRENCY_NUMBER, `$1${NO_BREAK_SPACE}`)
    .replace(THOUSANDS, `$1${NO_BREAK_SPACE}`)
    .replace(NUMBER_RANGE, `$1${NO_BREAK_SPACE}$2${NO_BREAK_SPACE}`)
    .replace(SHORT_WORD_NUMBER, NO_BREAK_SPACE)
    .replace(SPACE_BEFORE_DASH, NO_BREAK_SPACE)
    .replace(LONG_WORD, (word) => hyphenateWord(word, language))
    .replace(SHORT_LAST_WORD, (join, before: string, at: number, whole: string) => {
      // At the part's start, the word before is the `{{product}}` or tag just before it.
      if (before === '' && !place.afterProtected) return join;
      const wordBefore = whole
        .slice(0, at + 1)
        .match(/\S*$/u)![0]
        .replaceAll(SOFT_HYPHEN, '');
      if (wordBefore.length > MAX_LETTERS_BEFORE_SHORT_LAST_WORD) return join;
      const spaces = place.spacesBefore + (whole.slice(0, at).match(/ /g)?.length ?? 0);
      return spaces >= MIN_SPACES_FOR_SHORT_LAST_WORD ? `${before}${NO_BREAK_SPACE}` : join;
    });
}

/** One text with soft hyphens in its long words and no-break spaces inside figures. */
export function typesetText(text: string, language: Language): string {
  let result = '';
  let last = 0;
  let afterValue = false;
  const plain = (part: string) =>
    typesetPlain(afterValue ? part.replace(VALUE_UNIT[language], NO_BREAK_SPACE) : part, language, {
      // Spaces count over the whole text: "… sobald {{product}} abnimmt." is one sentence.
      spacesBefore: text.slice(0, last).match(/ /g)?.length ?? 0,
      afterProtected: last > 0,
    });
  for (const match of text.matchAll(PROTECTED)) {
    result += plain(text.slice(last, match.index)) + match[0];
    afterValue = match[0].startsWith('{{');
    last = match.index + match[0].length;
  }
  return result + plain(text.slice(last));
}

/**
 * Every text of a locale file tree, except the page heads (`meta`: title, description and
 * keywords go to <title>, meta tags and search results, where words stay whole).
 */
export function typesetTexts(value: unknown, language: Language, key = ''): unknown {
  if (typeof value === 'string') return typesetText(value, language);
  if (Array.isArray(value)) return value.map((item) => typesetTexts(item, language));
  if (value && typeof value === 'object' && key !== 'meta')
    return Object.fromEntries(
      Object.entries(value).map(([name, child]) => [name, typesetTexts(child, language, name)]),
    );
  return value;
}

/** The article fields shown as text; its image text, tags, slug and names stay as written. */
const ARTICLE_TEXT_FIELDS = ['title', 'subtitle', 'excerpt', 'content'] as const;

export function typesetArticle<T extends Record<string, unknown>>(
  article: T,
  language: Language,
): T {
  const result: Record<string, unknown> = { ...article };
  for (const field of ARTICLE_TEXT_FIELDS) {
    const text = result[field];
    if (typeof text === 'string') result[field] = typesetText(text, language);
  }
  return result as T;
}
