/**
 * Runs `task` once the browser is idle (or after `timeout` ms at the latest); returns a cancel
 * function, so it fits a useEffect.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}
