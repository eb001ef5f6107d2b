import { createContext, useContext } from 'react';
import { currentLanguage, translator, type Translator } from './i18n';

/** The texts of the page being shown, in its language (RouteDataProvider provides them). */
export const TextsContext = createContext<Translator | null>(null);

/**
 * `t(key, values)`, `exists(key)` and the language of the page being shown. Outside a page
 * (a test rendering one component) it reads the language made current last.
 */
export function useTexts(): Translator {
  return useContext(TextsContext) ?? translator(currentLanguage());
}
