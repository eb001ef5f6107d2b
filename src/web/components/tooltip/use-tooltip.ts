import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { noteClosed, noteOpened, OPEN_DELAY_MS, opensInstantly } from './tooltip-timing';

export interface TooltipState {
  id: string;
  open: boolean;
  /** The bubble exists from the first interaction on (never in the server HTML). */
  rendered: boolean;
  /** The trigger and its bubble, for placing the bubble and telling inside from outside taps. */
  anchorRef: RefObject<HTMLSpanElement | null>;
  bubbleRef: RefObject<HTMLDivElement | null>;
  /** For the element around trigger and bubble: hover opens after the delay, leaving closes. */
  hoverProps: {
    onPointerEnter: (event: PointerEvent) => void;
    onPointerLeave: (event: PointerEvent) => void;
  };
  /** For the trigger button. */
  triggerProps: {
    'aria-describedby': string | undefined;
    onPointerDown: (event: PointerEvent) => void;
    onFocus: (event: FocusEvent) => void;
    onBlur: (event: FocusEvent) => void;
    onClick: () => void;
  };
}

/**
 * WAI-ARIA tooltip behaviour: opens 700 ms after the mouse rests on the trigger (at once within
 * the skip window), at once on focus, toggles on a touch tap; closes on leaving, blur, Escape or
 * a tap elsewhere. Focus never moves into the bubble.
 */
export function useTooltip(): TooltipState {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [rendered, setRendered] = useState(false);
  const anchorRef = useRef<HTMLSpanElement | null>(null);
  const bubbleRef = useRef<HTMLDivElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hovering = useRef(false);
  const focused = useRef(false);
  const touchPress = useRef(false);

  const cancelTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const show = useCallback(() => {
    cancelTimer();
    setRendered(true);
    setOpen(true);
  }, [cancelTimer]);
  const hide = useCallback(() => {
    cancelTimer();
    setOpen(false);
  }, [cancelTimer]);

  // Tell the other tooltips: one open at a time, and the skip window after closing.
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    noteOpened(close);
    return () => noteClosed(close);
  }, [open]);

  // Escape closes wherever focus is (WCAG 1.4.13 dismissible); a tap or click outside too.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target as Node | null;
      const inside = [anchorRef.current, bubbleRef.current].some((el) => el?.contains(target));
      if (!inside) hide();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, hide]);

  useEffect(() => cancelTimer, [cancelTimer]);

  const hoverProps = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      hovering.current = true;
      if (opensInstantly()) show();
      else if (timer.current === null) timer.current = setTimeout(show, OPEN_DELAY_MS);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      hovering.current = false;
      cancelTimer();
      if (!focused.current) hide();
    },
  };

  const triggerProps = {
    'aria-describedby': rendered ? id : undefined,
    onPointerDown: (event: PointerEvent) => {
      touchPress.current = event.pointerType === 'touch';
    },
    onFocus: () => {
      focused.current = true;
      // A tap focuses the button too; the click that follows decides (toggle).
      if (!touchPress.current) show();
    },
    onBlur: () => {
      focused.current = false;
      if (!hovering.current) hide();
    },
    onClick: () => {
      if (touchPress.current) {
        touchPress.current = false;
        if (open) hide();
        else show();
      } else if (!open) {
        // Enter or Space after Escape shows the text again.
        show();
      }
    },
  };

  return { id, open, rendered, anchorRef, bubbleRef, hoverProps, triggerProps };
}
