import { useCallback } from 'react';
import { localizePath } from '../../content/routes';
import { useShownPage } from './shown-page';

/** Site paths in page files are German; this gives the URL in the language being shown. */
export function useLocalizedPath(): (path: string) => string {
  const { language } = useShownPage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}
