import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { WITH_BREAK_POINTS } from '../../lib/i18n';
import { siteConfig } from '../../site/site-config';
import { formatNumber } from '../../lib/format-figures';
import { useShownPage } from '../../site/shown-page';
import type { TextWithValues } from './types';

export type TextSource = string | TextWithValues;

/** `text(source, {}, KEEP_BREAK_POINTS)`: with soft hyphens, for `BreakableText` only. */
export const KEEP_BREAK_POINTS = { breakPoints: true } as const;

/**
 * Translates a key or a text with numbers from the page file. Every text may use {{product}}
 * (the product name of pages/site.json, so "My{{product}}" reads "MyProL"); numbers are
 * formatted for the language shown. Soft hyphens are left out unless asked for (lib/i18n.ts).
 */
export function useComparisonText(): (
  source: TextSource,
  extra?: Record<string, string>,
  options?: { breakPoints?: boolean },
) => string {
  const { t } = useTranslation();
  const { language } = useShownPage();
  return useCallback(
    (source, extra = {}, options = {}) => {
      const key = typeof source === 'string' ? source : source.text;
      const values: Record<string, string> = { product: siteConfig.productName, ...extra };
      if (typeof source !== 'string') {
        for (const [name, value] of Object.entries(source.values)) {
          if (value !== undefined) values[name] = formatNumber(value, language);
        }
      }
      return options.breakPoints ? t(key, { ...values, ...WITH_BREAK_POINTS }) : t(key, values);
    },
    [t, language],
  );
}
