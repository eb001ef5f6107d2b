import { DEFAULT_LANGUAGE, type Language } from '../../content/locales';
import { loadLocaleResources } from './locale-resources';
import { translate, type Texts, type TextValues } from './translate';

/**
 * The texts the site has loaded, per language. Texts are added as pages need them; keys are
 * `<file>.<path>` (the locale file name is the first segment).
 */
const texts: Record<Language, Texts> = { de: {}, en: {} };
let current: Language = DEFAULT_LANGUAGE;
let missingKeyHandler: ((key: string, language: Language) => void) | undefined;

/** Which text sets are loaded: `de/faq` (a page's texts) or `de` (all texts of German). */
const loadedTexts = new Set<string>();

/** What components read texts through (see use-texts.tsx). */
export interface Translator {
  language: Language;
  /** The text of `key` with its `{{placeholders}}` filled in; the key itself when it is missing. */
  t: (key: string, values?: TextValues) => string;
  exists: (key: string) => boolean;
}

export function translator(language: Language): Translator {
  const textsOf = (lang: Language) => texts[lang];
  return {
    language,
    t: (key, values) => {
      const text = translate(textsOf, language, key, values);
      if (text !== undefined) return text;
      missingKeyHandler?.(key, language);
      return key;
    },
    exists: (key) => translate(textsOf, language, key) !== undefined,
  };
}

/** The language made current last (components outside a page's provider read it, as in tests). */
export function currentLanguage(): Language {
  return current;
}

/**
 * Makes `language` current, with the texts of `pageFile` (or, without it, every text of the
 * language) loaded first.
 */
export async function activateLanguage(language: Language, pageFile?: string): Promise<void> {
  const set = pageFile ? `${language}/${pageFile}` : language;
  if (!loadedTexts.has(set) && !loadedTexts.has(language)) {
    mergeInto(texts[language], await loadLocaleResources(language, pageFile));
    loadedTexts.add(set);
  }
  current = language;
}

/** Adds texts by hand, merged into what is loaded (tests add a question to the FAQ this way). */
export function addTexts(language: Language, added: Texts): void {
  mergeInto(texts[language], added);
}

export function loadedTextsOf(language: Language): Texts {
  return texts[language];
}

/**
 * Forgets every loaded text. The prerender calls it before each page, so a page renders with
 * only its own texts, as in the browser, and a key it lacks is reported rather than hidden.
 */
export function unloadAllTexts(): void {
  texts.de = {};
  texts.en = {};
  loadedTexts.clear();
}

/** Called with every key a page shows but no loaded text has (the prerender stops on them). */
export function onMissingKey(handler: typeof missingKeyHandler): void {
  missingKeyHandler = handler;
}

function mergeInto(target: Texts, added: Texts): void {
  for (const [key, value] of Object.entries(added)) {
    const existing = target[key];
    if (isTexts(value) && isTexts(existing)) mergeInto(existing, value);
    else target[key] = value;
  }
}

const isTexts = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
