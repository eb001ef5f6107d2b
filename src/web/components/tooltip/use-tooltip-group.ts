import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import {
  cancelPendingOpen,
  noteClosed,
  noteOpened,
  notePendingOpen,
  OPEN_DELAY_MS,
  opensInstantly,
} from './tooltip-timing';

/** Marks the element around a trigger and its bubble (the bubble is placed next to it). */
export const ANCHOR_ATTRIBUTE = 'data-tooltip-anchor';

export interface TooltipGroup {
  /** The id of the group's one bubble. */
  id: string;
  /**
   * The trigger whose bubble exists: null until the first interaction (no server markup), then
   * the last one shown, whose bubble stays (hidden when closed) so aria-describedby points at it.
   */
  shownKey: string | null;
  open: boolean;
  /** Closes the bubble (its trigger scrolled or slid out of sight). */
  close: () => void;
  /** The anchor of the trigger shown and the bubble, for placing it and telling outside taps. */
  anchorRef: RefObject<HTMLElement | null>;
  bubbleRef: RefObject<HTMLDivElement | null>;
  /** For the element around one trigger and its bubble: hover opens after the delay. */
  hoverProps: (key: string) => {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
    onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
  };
  /** For one trigger button. */
  triggerProps: (key: string) => {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: () => void;
    onClick: (event: MouseEvent<HTMLElement>) => void;
  };
}

const anchorOf = (element: HTMLElement): HTMLElement =>
  element.closest<HTMLElement>(`[${ANCHOR_ATTRIBUTE}]`) ?? element;

/**
 * A focus within this long after a touch on the trigger comes from that tap (the click that
 * follows toggles); a later one is the keyboard's, also after a swipe that began on the trigger
 * and never became a click.
 */
const TAP_FOCUS_WINDOW_MS = 1000;

/**
 * WAI-ARIA tooltip behaviour for a group of triggers that share one bubble: opens 700 ms after
 * the mouse rests on a trigger (at once within the skip window), at once on focus, toggles on a
 * touch tap; closes on leaving, blur, Escape or a tap elsewhere. Focus never moves into the
 * bubble. A table with a tooltip in every row needs one of these, not one per row: each set of
 * hooks costs about a millisecond of hydration on a throttled phone (decision 220).
 */
export function useTooltipGroup(): TooltipGroup {
  const id = useId();
  const [state, setState] = useState<{ key: string | null; open: boolean }>({
    key: null,
    open: false,
  });
  const anchorRef = useRef<HTMLElement | null>(null);
  const bubbleRef = useRef<HTMLDivElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Which trigger the mouse is on and which has focus: leaving one closes its text only when
  // the other reason to show it is gone.
  const hovering = useRef<string | null>(null);
  const focused = useRef<string | null>(null);
  const touchPressAt = useRef(-Infinity);

  const cancelTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const show = useCallback(
    (key: string, anchor: HTMLElement) => {
      cancelTimer();
      cancelPendingOpen();
      anchorRef.current = anchor;
      setState({ key, open: true });
    },
    [cancelTimer],
  );
  /** Closes the bubble if it shows `key`'s text (any text when key is null). */
  const hide = useCallback(
    (key: string | null) => {
      cancelTimer();
      setState((now) =>
        now.open && (key === null || now.key === key) ? { ...now, open: false } : now,
      );
    },
    [cancelTimer],
  );
  const close = useCallback(() => hide(null), [hide]);

  // Tell the other tooltips of the page: one open at a time, and the skip window after closing.
  // Before the frame is drawn, so two bubbles never show together for a frame.
  useLayoutEffect(() => {
    if (!state.open) return;
    noteOpened(close);
    return () => noteClosed(close);
  }, [state.open, close]);

  // Escape closes wherever focus is (WCAG 1.4.13 dismissible); a tap or click outside too.
  useEffect(() => {
    if (!state.open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide(null);
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target as Node | null;
      const inside = [anchorRef.current, bubbleRef.current].some((el) => el?.contains(target));
      if (!inside) hide(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [state.open, hide]);

  useEffect(() => cancelTimer, [cancelTimer]);

  const hoverProps = (key: string) => ({
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'touch') return;
      hovering.current = key;
      const anchor = event.currentTarget;
      cancelTimer();
      if (opensInstantly()) show(key, anchor);
      else {
        notePendingOpen(cancelTimer);
        timer.current = setTimeout(() => show(key, anchor), OPEN_DELAY_MS);
      }
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'touch') return;
      if (hovering.current === key) hovering.current = null;
      if (focused.current !== key) hide(key);
      // A pending open of this trigger is off too (hide cancels the timer either way).
      else cancelTimer();
    },
  });

  const triggerProps = (key: string) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      touchPressAt.current = event.pointerType === 'touch' ? performance.now() : -Infinity;
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      focused.current = key;
      // A tap focuses the button too; the click that follows decides (toggle).
      if (performance.now() - touchPressAt.current > TAP_FOCUS_WINDOW_MS)
        show(key, anchorOf(event.currentTarget));
    },
    onBlur: () => {
      if (focused.current === key) focused.current = null;
      if (hovering.current !== key) hide(key);
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      const shownHere = state.open && state.key === key;
      if (performance.now() - touchPressAt.current <= TAP_FOCUS_WINDOW_MS) {
        touchPressAt.current = -Infinity;
        if (shownHere) hide(key);
        else show(key, anchorOf(event.currentTarget));
      } else if (!shownHere) {
        // Enter or Space after Escape shows the text again.
        show(key, anchorOf(event.currentTarget));
      }
    },
  });

  return {
    id,
    shownKey: state.key,
    open: state.open,
    close,
    anchorRef,
    bubbleRef,
    hoverProps,
    triggerProps,
  };
}
