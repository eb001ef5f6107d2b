import { HEAD_MARKER } from './head';
import { pageHead } from './page-head';
import type { RouteData } from './route-data';

/** Replaces the app's head tags with those of `data` (browser only). */
export function applyPageHead(data: RouteData, t: (key: string) => string): void {
  const head = pageHead(data, t);
  document.title = head.title;
  document.documentElement.lang = data.language;
  for (const old of document.head.querySelectorAll(`[${HEAD_MARKER}]`)) old.remove();
  for (const tag of head.tags) {
    const element = document.createElement(tag.tag);
    element.setAttribute(HEAD_MARKER, '');
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    if (tag.content) element.textContent = tag.content;
    document.head.append(element);
  }
}
