// CommonJS modules: their named exports are not visible to Node's ESM loader.
import german from 'hyphen/de';
import english from 'hyphen/en-us';
import type { Language } from '../locales';

/**
 * The text layer's typography (issue 21.2 and 21.3, decision 130), applied where the build and
 * the dev server produce the texts a page shows (site-data-source.ts), so neither the browser
 * bundle nor the locale files carry it:
 *
 * - long words get soft hyphens (U+00AD) at their syllable boundaries from the TeX patterns of
 *   the `hyphen` package, so a German compound breaks with a visible hyphen in every browser,
 *   also one without a hyphenation dictionary; copy, paste and find see the plain word;
 * - a number and its unit or currency, and a currency sign and its amount, are joined by a
 *   no-break space so "50 %" or "€ 49" never split across lines.
 *
 * Never touched: markup (`<pagelink>`), interpolations (`{{product}}`), URLs, e-mail addresses,
 * names written in camel case (MyNewsroom, PublishPro) and words in capitals (GAIO).
 */

export const SOFT_HYPHEN = '\u00AD';
const NO_BREAK_SPACE = '\u00A0';
/** Shorter words fit a phone line at every size the site uses (a table cell included). */
export const MIN_HYPHENATED_LENGTH = 7;

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
/** "50 %", "49 €", "1,5 Mio." (number, space, unit) and "€ 49" (currency, space, number). */
const NUMBER_UNIT = new RegExp(`(\\d) (?=(?:${UNITS})(?![\\p{L}\\d]))`, 'gu');
const CURRENCY_NUMBER = /([€$£]|EUR|CHF|USD) (?=\d)/gu;
/** "10 000": a thousands group after a space. */
const THOUSANDS = /(\d) (?=\d{3}(?!\d))/gu;

const cache = new Map<string, string>();

function hyphenateWord(word: string, language: Language): string {
  if (NAME_LIKE.test(word)) return word;
  const key = `${language}:${word}`;
  let result = cache.get(key);
  if (result === undefined) {
    result = hyphenators[language](word);
    cache.set(key, result);
  }
  return result;
}

function typesetPlain(text: string, language: Language): string {
  return text
    .replace(NUMBER_UNIT, `$1${NO_BREAK_SPACE}`)
    .replace(CURRENCY_NUMBER, `$1${NO_BREAK_SPACE}`)
    .replace(THOUSANDS, `$1${NO_BREAK_SPACE}`)
    .replace(LONG_WORD, (word) => hyphenateWord(word, language));
}

/** One text with soft hyphens in its long words and no-break spaces inside figures. */
export function typesetText(text: string, language: Language): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(PROTECTED)) {
    result += typesetPlain(text.slice(last, match.index), language) + match[0];
    last = match.index + match[0].length;
  }
  return result + typesetPlain(text.slice(last), language);
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
