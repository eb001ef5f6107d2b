import type { Language } from './model';

/**
 * Pages in the order an editor looks for them: the home page first, then by address,
 * alphabetically in the editor's language (ä with a, numbers by value, case ignored); pages
 * without an address of their own (the 404 page `*`, article pages `/news/:slug`) last.
 */
export function byPageOrder(language: Language) {
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const rank = (path: string) =>
    path === '/' ? 0 : path.startsWith('/') && !path.includes(':') ? 1 : 2;
  return (a: { path: string }, b: { path: string }) =>
    rank(a.path) - rank(b.path) || collator.compare(a.path, b.path);
}
