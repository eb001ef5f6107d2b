import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../site/site-config';
import { formatNumber } from '../../lib/format-figures';
import { useShownPage } from '../../site/shown-page';
import type { TextWithValues } from './types';

export type TextSource = string | TextWithValues;

/**
 * Translates a key or a text with numbers from the page file. Every text may use {{product}}
 * (the product name of pages/site.json, so "My{{product}}" reads "MyProL"); numbers are
 * formatted for the language shown.
 */
export function useComparisonText(): (
  source: TextSource,
  extra?: Record<string, string>,
) => string {
  const { t } = useTranslation();
  const { language } = useShownPage();
  return useCallback(
    (source, extra = {}) => {
      const key = typeof source === 'string' ? source : source.text;
      const values: Record<string, string> = { product: siteConfig.productName, ...extra };
      if (typeof source !== 'string') {
        for (const [name, value] of Object.entries(source.values)) {
          if (value !== undefined) values[name] = formatNumber(value, language);
        }
      }
      return t(key, values);
    },
    [t, language],
  );
}
