/**
 * Focuses an element as soon as it can take focus: while a modal dialog is closing, the rest of
 * the page is still inert for a moment, and a plain focus() would be lost.
 */
export function focusWhenPossible(element: HTMLElement | null, timeoutMs = 1000): void {
  if (!element) return;
  const started = performance.now();
  const attempt = () => {
    element.focus();
    if (document.activeElement !== element && performance.now() - started < timeoutMs) {
      requestAnimationFrame(attempt);
    }
  };
  requestAnimationFrame(attempt);
}
