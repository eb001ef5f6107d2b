/**
 * The history state of a navigation that keeps the scroll position (the language switch:
 * the same page in the other language, read on where the visitor is). The page view draws
 * such a page whole at once, so the kept position exists in it.
 */
export const KEPT_VIEW_STATE = { keptView: true } as const;

export function keepsView(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keptView' in state;
}
