import { useEffect, useRef } from 'react';
import type { Translator } from '../lib/i18n';
import type { RouteData } from './route-data';

/**
 * The prerendered head already fits the page as loaded. It changes only when the page switches
 * language in place (use-language-detection.ts), or under the dev server, which sends no head:
 * only then does the head's code load.
 */
export function usePageHead(data: RouteData, t: Translator['t']): void {
  const loaded = useRef(data);
  useEffect(() => {
    if (data === loaded.current && !import.meta.env.DEV) return;
    let current = true;
    void import('./apply-head').then(({ applyPageHead }) => {
      if (current) applyPageHead(data, t);
    });
    return () => {
      current = false;
    };
  }, [data, t]);
}
