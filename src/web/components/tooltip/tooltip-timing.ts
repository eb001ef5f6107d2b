/**
 * Timing shared by every tooltip of the page (SPEC §9: 700 ms to open, 300 ms skip window).
 * Module state is only touched from event handlers and effects, never during render, so the
 * prerender in Node never sees it.
 */
export const OPEN_DELAY_MS = 700;
export const SKIP_WINDOW_MS = 300;

type Close = () => void;

let openTooltip: Close | null = null;
let skipUntilTimer: ReturnType<typeof setTimeout> | null = null;
let cancelPending: Close | null = null;

/**
 * True while a tooltip is open or one closed less than 300 ms ago: moving from one trigger to
 * the next then shows the next text at once instead of waiting again.
 */
export function opensInstantly(): boolean {
  return openTooltip !== null || skipUntilTimer !== null;
}

/** Called when a tooltip opens: only one is visible at a time, so the previous one closes. */
export function noteOpened(close: Close): void {
  if (skipUntilTimer !== null) clearTimeout(skipUntilTimer);
  skipUntilTimer = null;
  const previous = openTooltip;
  openTooltip = close;
  if (previous && previous !== close) previous();
}

/** Called when a tooltip closes: starts the skip window. */
export function noteClosed(close: Close): void {
  if (openTooltip !== close) return;
  openTooltip = null;
  if (skipUntilTimer !== null) clearTimeout(skipUntilTimer);
  skipUntilTimer = setTimeout(() => {
    skipUntilTimer = null;
  }, SKIP_WINDOW_MS);
}

/**
 * Called when the mouse starts resting on a trigger: `cancel` stops its 700 ms wait. A tooltip
 * that opens meanwhile (keyboard focus on another trigger, another card) cancels it, so the
 * text the keyboard asked for is not replaced by a hover the user has moved on from.
 */
export function notePendingOpen(cancel: Close): void {
  cancelPendingOpen();
  cancelPending = cancel;
}

/** Stops the hover wait that is pending anywhere on the page. */
export function cancelPendingOpen(): void {
  const cancel = cancelPending;
  cancelPending = null;
  cancel?.();
}

/** For tests: forget every open tooltip, pending hover and skip window. */
export function resetTooltipTiming(): void {
  if (skipUntilTimer !== null) clearTimeout(skipUntilTimer);
  skipUntilTimer = null;
  openTooltip = null;
  cancelPending = null;
}
