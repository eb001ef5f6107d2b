import { FloatingDelayGroup } from '@floating-ui/react';
import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { FloatingTooltip, type GroupLink, type Shown } from './floating-tooltip';
import type { TooltipHub, TriggerUse } from './tooltip-hub';

/** SPEC §9: a tooltip opens 700 ms after the mouse rests on its trigger, and at once while
 * another is open or closed less than 300 ms ago. */
const OPEN_DELAY_MS = 700;
const SKIP_WINDOW_MS = 300;

/** floating-ui's handler for each trigger event a group passes on. */
const HANDLERS: Record<string, string> = {
  pointerenter: 'onPointerEnter',
  pointerdown: 'onPointerDown',
  mouseleave: 'onMouseLeave',
  focus: 'onFocus',
  blur: 'onBlur',
  click: 'onClick',
  keydown: 'onKeyDown',
};
/** The first signs that a trigger is about to be used. */
const STARTS = new Set(['pointerenter', 'pointerdown', 'focus']);

/**
 * The floating part of a provider's tooltips: one floating-ui tooltip per group that has been
 * used, all in one delay group (SPEC §9: 700 ms to open, at once within 300 ms of the last,
 * one at a time). A trigger event that starts a use makes the trigger its group's reference
 * at once (flushSync), so floating-ui's listeners are on it before the mouseenter that follows
 * the pointerover; then the event goes to floating-ui's handlers for the reference.
 */
export function TooltipLayer({ hub }: { hub: TooltipHub }) {
  const [groups, setGroups] = useState<ReadonlyMap<RefObject<GroupLink>, Shown>>(new Map());
  useLayoutEffect(() => {
    const take = ({ group, shown, event }: TriggerUse, replayed: boolean) => {
      const link = group.current;
      if (shown.trigger !== link.trigger && STARTS.has(event.type))
        flushSync(() => {
          link.close();
          setGroups((now) => new Map(now).set(group, shown));
        });
      if (shown.trigger !== link.trigger) return;
      const handler = link.referenceProps[HANDLERS[event.type] ?? ''];
      if (typeof handler === 'function') handler(event);
      // A pointer that entered before this code was loaded: floating-ui missed its mouseenter.
      if (replayed && event.type === 'pointerenter' && shown.trigger.matches(':hover'))
        shown.trigger.dispatchEvent(new MouseEvent('mouseenter'));
    };
    return hub.connect(take);
  }, [hub]);
  return (
    <FloatingDelayGroup delay={{ open: OPEN_DELAY_MS, close: 0 }} timeoutMs={SKIP_WINDOW_MS}>
      {[...groups].map(([group, shown]) => (
        <FloatingTooltip key={group.current.id} linkRef={group} shown={shown} />
      ))}
    </FloatingDelayGroup>
  );
}
