import { startTransition, useCallback } from 'react';

/**
 * A callback ref that passes the element to a state setter inside a transition. React calls
 * refs inside its commit; a plain state setter there is a sync-lane update, and React finishes
 * sync work at once: at hydration the commit, every effect still pending on the page and a
 * second render became one long task. As a transition the update renders in a task of its own
 * (decisions 218 and 220). The setter must be stable (a useState setter, embla's ref).
 */
export function useTransitionRef<T extends Element>(
  setElement: (element: T | null) => void,
): (element: T | null) => void {
  return useCallback(
    (element: T | null) => startTransition(() => setElement(element)),
    [setElement],
  );
}
