import { useLayoutEffect, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { isTriggerVisible, placeTooltip } from './place-tooltip';

interface TooltipBubbleProps {
  id: string;
  open: boolean;
  text: string;
  anchorRef: RefObject<HTMLElement | null>;
  bubbleRef: RefObject<HTMLDivElement | null>;
  /** Called when the anchor has moved out of sight (the tooltip should close). */
  onAnchorHidden: () => void;
  /** The background the trigger sits on: on navy the bubble is white, so it stands apart. */
  tone: 'light' | 'dark';
}

const toneClasses = {
  light: 'bg-navy-950 text-white ring-white/30',
  dark: 'bg-white text-navy-950 ring-navy-950/15',
} as const;

const CLIPPING = new Set(['hidden', 'clip', 'auto', 'scroll']);

/** The anchor's ancestors that clip what overflows them (carousel viewports, scrolling rows). */
function clippingAncestors(anchor: HTMLElement): HTMLElement[] {
  const clips: HTMLElement[] = [];
  for (let element = anchor.parentElement; element; element = element.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(element);
    if (CLIPPING.has(overflowX) || CLIPPING.has(overflowY)) clips.push(element);
  }
  return clips;
}

/**
 * Puts the bubble next to the anchor, inside the window; styles set from JS, never in HTML.
 * Closes it when the anchor leaves the window or its clipping ancestors.
 */
function usePlacement(
  open: boolean,
  anchorRef: RefObject<HTMLElement | null>,
  bubbleRef: RefObject<HTMLDivElement | null>,
  onAnchorHidden: () => void,
) {
  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    const bubble = bubbleRef.current;
    if (!open || !anchor || !bubble) return;
    const clips = clippingAncestors(anchor);
    const place = () => {
      const viewport = {
        width: document.documentElement.clientWidth,
        height: window.innerHeight,
      };
      const trigger = anchor.getBoundingClientRect();
      const clipBoxes = clips.map((clip) => clip.getBoundingClientRect());
      if (!isTriggerVisible(trigger, clipBoxes, viewport)) return false;
      const { top, left, side } = placeTooltip(
        trigger,
        { width: bubble.offsetWidth, height: bubble.offsetHeight },
        viewport,
      );
      bubble.style.setProperty('top', `${Math.round(top)}px`);
      bubble.style.setProperty('left', `${Math.round(left)}px`);
      bubble.dataset.side = side;
      return true;
    };
    // Follow the anchor every frame while open: page scroll, a scrolling price row and a
    // rotating carousel (embla moves slides by transform, which fires no event) all move it.
    let frame = 0;
    const follow = () => {
      if (place()) frame = requestAnimationFrame(follow);
      else onAnchorHidden();
    };
    follow();
    return () => cancelAnimationFrame(frame);
  }, [open, anchorRef, bubbleRef, onAnchorHidden]);
}

/**
 * The tooltip text. It lives in <body> (a portal) with `position: fixed`, so carousels and
 * scrolling rows (overflow hidden/auto) cannot clip it. Only rendered after the first
 * interaction, then kept (hidden when closed) so aria-describedby always points at it.
 */
export function TooltipBubble({
  id,
  open,
  text,
  anchorRef,
  bubbleRef,
  onAnchorHidden,
  tone,
}: TooltipBubbleProps) {
  usePlacement(open, anchorRef, bubbleRef, onAnchorHidden);
  return createPortal(
    <div
      ref={bubbleRef}
      id={id}
      role="tooltip"
      hidden={!open}
      data-tooltip=""
      className={`fixed left-0 top-0 z-50 w-max max-w-[min(20rem,calc(100vw-1rem))] rounded-lg px-3.5 py-2.5 text-left text-sm font-normal normal-case leading-snug tracking-normal shadow-lg ring-1 before:absolute before:inset-x-0 before:h-2.5 data-[side=bottom]:before:bottom-full data-[side=top]:before:top-full ${toneClasses[tone]}`}
    >
      {text}
    </div>,
    document.body,
  );
}
