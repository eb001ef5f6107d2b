import { normalizePath, splitLanguage } from '../../../src/content/routes';
import type { Language } from '../model';
import type { FromPreview } from './protocol';

/**
 * What a click on a link of the preview means, or null when it is no link to keep from
 * navigating (a same-page anchor such as the skip link still jumps). Links inside the page's
 * sections only select their section (`none`); the shell's menu and footer links open their
 * page in the editor, its language switch switches the preview.
 */
export function shellLinkTarget(
  event: MouseEvent,
  sections: Element | null,
): Extract<FromPreview, { type: 'open' | 'language' }> | { type: 'none' } | null {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.getAttribute('href')?.startsWith('#'))
    return null;
  if (sections?.contains(link) || link.origin !== window.location.origin) return { type: 'none' };
  const language = link.getAttribute('hreflang');
  if (language === 'de' || language === 'en')
    return { type: 'language', language: language as Language };
  return { type: 'open', path: normalizePath(splitLanguage(link.pathname).path) };
}
