import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { ARTICLE_PURIFY_CONFIG } from './purify-config';

/**
 * DOMPurify on a jsdom window, for the prerender in Node. Only the SSR build reaches this file
 * (see sanitize-article-html.ts), so jsdom never lands in the browser bundle.
 */
let purifier: ReturnType<typeof createDOMPurify> | undefined;

export function sanitize(html: string): string {
  purifier ??= createDOMPurify(new JSDOM('').window as unknown as WindowLike);
  return purifier.sanitize(html, ARTICLE_PURIFY_CONFIG);
}
