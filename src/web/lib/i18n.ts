import i18next, { type i18n as I18n, type PostProcessorModule } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../content/locales';

/**
 * Texts are i18next resources in one namespace, nested by locale file: the key faq.hero.title
 * is hero.title in locales/<language>/faq.json. Pages load their texts with
 * their route (app/routing/page-route-loader.ts), so an instance starts empty.
 */
export const TEXT_NAMESPACE = 'translation';

/**
 * The texts carry soft hyphens (U+00AD) in words of 13+ letters (src/content/node/typography.ts),
 * but a page shows them only where running text or a heading may need to break a word: in an
 * attribute, an accessible name, a button, a label, a menu entry or a live message they would
 * reach screen readers, braille, voice control and copy/paste (issue 37.1, decision 230). So
 * every `t()` drops them; the few places that draw long text ask for them with
 * `WITH_BREAK_POINTS` and hand the result to `BreakableText` (components/breakable-text.tsx).
 */
const withoutBreakPoints: PostProcessorModule = {
  type: 'postProcessor',
  name: 'withoutBreakPoints',
  // A `returnObjects` result passes through; its strings were processed one by one.
  process: (value) => (typeof value === 'string' ? value.replaceAll('\u00AD', '') : value),
};

/** `t(key, WITH_BREAK_POINTS)`: the text with its soft hyphens, for `BreakableText` only. */
export const WITH_BREAK_POINTS = { postProcess: [] as readonly string[] };

export interface TextsOptions {
  /**
   * Called for every key a page shows that no loaded text has, and for keys that name a group of
   * texts instead of one. The prerender stops the build on them instead of letting a raw key
   * reach a visitor.
   */
  onMissingKey?: (key: string) => void;
}

/** A new i18next instance in `language`, initialised synchronously with no texts yet. */
export function createTexts(language: Language, options: TextsOptions = {}): I18n {
  const instance = i18next.createInstance().use(withoutBreakPoints);
  const report = options.onMissingKey;
  void instance.init({
    postProcess: [withoutBreakPoints.name],
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['de', 'en'],
    ns: [TEXT_NAMESPACE],
    defaultNS: TEXT_NAMESPACE,
    resources: {},
    partialBundledLanguages: true,
    initAsync: false,
    // React escapes text; escaping here too would show `&amp;` on the page.
    interpolation: { escapeValue: false },
    saveMissing: report !== undefined,
    ...(report
      ? {
          missingKeyHandler: (_languages: readonly string[], _namespace: string, key: string) =>
            report(key),
          returnedObjectHandler: (key: string) => report(key),
        }
      : {}),
    react: { useSuspense: false },
  });
  return instance;
}

/** Adds texts (resources by locale file) to what `instance` has in `language`. */
export function addTexts(instance: I18n, language: Language, texts: Record<string, unknown>): void {
  instance.addResourceBundle(language, TEXT_NAMESPACE, texts, true, true);
}

let browserInstance: I18n | null = null;

/** The browser's one instance: route loaders add each page's texts, the locale store drives it. */
export function browserTexts(): I18n {
  return (browserInstance ??= createTexts(DEFAULT_LANGUAGE));
}
