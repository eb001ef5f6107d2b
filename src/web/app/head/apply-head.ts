import type { Language } from '../../../content/locales';
import { HEAD_MARKER, type HeadTag } from './route-head';

/** Replaces the app's head tags with `head` (browser only; after each navigation). */
export function applyHead(head: { title: string; tags: HeadTag[] }, language: Language): void {
  document.title = head.title;
  // Only a real change: a new value re-styles the whole page (hyphenation follows the language).
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  for (const old of document.head.querySelectorAll(`[${HEAD_MARKER}]`)) old.remove();
  for (const tag of head.tags) {
    const element = document.createElement(tag.tag);
    element.setAttribute(HEAD_MARKER, '');
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    if (tag.content) element.textContent = tag.content;
    document.head.append(element);
  }
}
