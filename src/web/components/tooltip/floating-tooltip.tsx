import {
  autoUpdate,
  FloatingPortal,
  safePolygon,
  useClick,
  useDelayGroup,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  type OpenChangeReason,
} from '@floating-ui/react';
import { useLayoutEffect, useState, type FocusEvent, type RefObject } from 'react';
import { TOOLTIP_PLACEMENT } from './tooltip-placement';

export type Tone = 'light' | 'dark';

/** The trigger a group's bubble belongs to, its text and the background the trigger sits on. */
export interface Shown {
  trigger: HTMLElement;
  getText: () => string;
  tone: Tone;
}

/** What a group's hook-free triggers and its floating tooltip share (see use-tooltip-group). */
export interface GroupLink {
  id: string;
  /** The trigger in use, floating-ui's props for it and a close, set after every commit. */
  trigger: HTMLElement | null;
  referenceProps: Record<string, unknown>;
  close: () => void;
}

/** On navy the bubble is white, so it stands apart from the card (user check). */
const toneClasses: Record<Tone, string> = {
  light: 'bg-navy-950 text-white ring-white/30',
  dark: 'bg-white text-navy-950 ring-navy-950/15',
};

/**
 * The WAI-ARIA tooltip on floating-ui for the group's trigger in use: hover (700 ms, at once in
 * the delay group's skip window; the pointer may move onto the bubble), keyboard focus, click or
 * tap; Escape, a press outside, blur or the trigger leaving sight close it. role="tooltip", and
 * the trigger's aria-describedby while open.
 */
export function FloatingTooltip({
  linkRef,
  shown,
}: {
  linkRef: RefObject<GroupLink>;
  shown: Shown;
}) {
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean, event?: Event, reason?: OpenChangeReason) => {
    // useFocus closes a task after a blur; by then focus may have opened this bubble on the
    // group's next trigger, which that late close must not hide.
    if (!next && reason === 'focus' && event?.target !== linkRef.current.trigger) return;
    setOpen(next);
  };
  const {
    refs: { setFloating },
    floatingStyles,
    context,
    middlewareData,
    isPositioned,
  } = useFloating({
    open,
    onOpenChange,
    elements: { reference: shown.trigger },
    strategy: 'fixed',
    ...TOOLTIP_PLACEMENT,
    // Every frame while open: a carousel moves the trigger by transform, which fires no event.
    whileElementsMounted: (reference, floating, update) =>
      autoUpdate(reference, floating, update, { animationFrame: true }),
  });
  // In the delay group's skip window its delay is 1 ms, still a timer; SPEC §9 says at once.
  const { delay, currentId } = useDelayGroup(context);
  const hover = useHover(context, {
    delay: currentId === null ? delay : 0,
    mouseOnly: true,
    handleClose: safePolygon(),
  });
  const focus = useFocus(context);
  const click = useClick(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    hover,
    focus,
    click,
    dismiss,
    role,
  ]);
  const referenceProps = getReferenceProps({
    // Blur closes at once (useFocus waits a task to tell a switch to another window).
    onBlur: (event: FocusEvent) => {
      if (!context.elements.floating?.contains(event.relatedTarget as Node | null))
        context.onOpenChange(false, event.nativeEvent, 'focus-out');
    },
  });

  useLayoutEffect(() => {
    const link = linkRef.current;
    link.trigger = shown.trigger;
    link.referenceProps = referenceProps;
    link.close = () => {
      if (context.open) context.onOpenChange(false);
    };
  });

  // The trigger renders no state (it has no hooks), so the description is set on it here.
  const describedBy = referenceProps['aria-describedby'] as string | undefined;
  useLayoutEffect(() => {
    if (!describedBy) return;
    const { trigger } = shown;
    trigger.setAttribute('aria-describedby', describedBy);
    return () => trigger.removeAttribute('aria-describedby');
  }, [shown, describedBy]);

  const triggerHidden = open && isPositioned && middlewareData.hide?.referenceHidden === true;
  useLayoutEffect(() => {
    if (triggerHidden) context.onOpenChange(false);
  }, [triggerHidden, context]);

  if (!open) return null;
  return (
    <FloatingPortal>
      <div
        ref={setFloating}
        style={floatingStyles}
        {...getFloatingProps()}
        data-tooltip=""
        className={`z-50 w-max max-w-[min(20rem,calc(100vw-1rem))] rounded-lg px-3.5 py-2.5 text-left text-sm font-normal normal-case leading-snug tracking-normal shadow-lg ring-1 transition-opacity duration-(--duration-ui) starting:opacity-0 ${toneClasses[shown.tone]}`}
      >
        {shown.getText()}
      </div>
    </FloatingPortal>
  );
}
