import createDOMPurify from 'dompurify';
import { ARTICLE_PURIFY_CONFIG } from './purify-config';

/** DOMPurify on the page's own window (browser only; loaded from an effect-free loader). */
export function sanitize(html: string): string {
  return createDOMPurify(window).sanitize(html, ARTICLE_PURIFY_CONFIG);
}
