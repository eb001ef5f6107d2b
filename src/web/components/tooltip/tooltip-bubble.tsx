import { useLayoutEffect, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { placeTooltip } from './place-tooltip';

interface TooltipBubbleProps {
  id: string;
  open: boolean;
  text: string;
  anchorRef: RefObject<HTMLElement | null>;
  bubbleRef: RefObject<HTMLDivElement | null>;
}

/** Puts the bubble next to the anchor, inside the window; styles set from JS, never in HTML. */
function usePlacement(
  open: boolean,
  anchorRef: RefObject<HTMLElement | null>,
  bubbleRef: RefObject<HTMLDivElement | null>,
) {
  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    const bubble = bubbleRef.current;
    if (!open || !anchor || !bubble) return;
    const place = () => {
      const { top, left, side } = placeTooltip(
        anchor.getBoundingClientRect(),
        { width: bubble.offsetWidth, height: bubble.offsetHeight },
        { width: document.documentElement.clientWidth, height: window.innerHeight },
      );
      bubble.style.setProperty('top', `${Math.round(top)}px`);
      bubble.style.setProperty('left', `${Math.round(left)}px`);
      bubble.dataset.side = side;
    };
    // Follow the anchor every frame while open: page scroll, a scrolling price row and a
    // rotating carousel (embla moves slides by transform, which fires no event) all move it.
    let frame = 0;
    const follow = () => {
      place();
      frame = requestAnimationFrame(follow);
    };
    follow();
    return () => cancelAnimationFrame(frame);
  }, [open, anchorRef, bubbleRef]);
}

/**
 * The tooltip text. It lives in <body> (a portal) with `position: fixed`, so carousels and
 * scrolling rows (overflow hidden/auto) cannot clip it. Only rendered after the first
 * interaction, then kept (hidden when closed) so aria-describedby always points at it.
 */
export function TooltipBubble({ id, open, text, anchorRef, bubbleRef }: TooltipBubbleProps) {
  usePlacement(open, anchorRef, bubbleRef);
  return createPortal(
    <div
      ref={bubbleRef}
      id={id}
      role="tooltip"
      hidden={!open}
      data-tooltip=""
      className="fixed left-0 top-0 z-50 w-max max-w-[min(20rem,calc(100vw-1rem))] rounded-lg bg-navy-950 px-3.5 py-2.5 text-left text-sm font-normal normal-case leading-snug tracking-normal text-white shadow-lg ring-1 ring-white/30 before:absolute before:inset-x-0 before:h-2.5 data-[side=bottom]:before:bottom-full data-[side=top]:before:top-full"
    >
      {text}
    </div>,
    document.body,
  );
}
