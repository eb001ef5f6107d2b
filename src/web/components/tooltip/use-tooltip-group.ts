import { useContext, useId, useState, type SyntheticEvent } from 'react';
import type { GroupLink, Tone } from './floating-tooltip';
import { TooltipHubContext, type TooltipHub } from './tooltip-hub';

type TriggerEvent = SyntheticEvent<HTMLElement>;
type Handler = (event: TriggerEvent) => void;
export interface TriggerProps {
  onPointerEnter: Handler;
  onPointerDown: Handler;
  onMouseLeave: Handler;
  onFocus: Handler;
  onBlur: Handler;
  onClick: Handler;
  onKeyDown: Handler;
}

export interface TooltipGroup {
  /** Handlers for one trigger: the text it explains and the background it sits on. */
  triggerProps: (getText: () => string, tone: Tone) => TriggerProps;
}

/**
 * One tooltip shared by many triggers (the feature rows of a card): a table with a tooltip per
 * row runs floating-ui's hooks once, not per row, and only after one of its triggers was used
 * (decision 220). A trigger is a plain button with these handlers, which hand its events to
 * the provider's tooltip layer. Call it inside a TooltipProvider.
 */
export function useTooltipGroup(): TooltipGroup {
  const hub = useContext(TooltipHubContext);
  const id = useId();
  const [group] = useState(() => createGroup(hub, id));
  return group;
}

function createGroup(hub: TooltipHub | null, id: string): TooltipGroup {
  const group = {
    current: { id, trigger: null, referenceProps: {}, close: () => {} } satisfies GroupLink,
  };
  return {
    triggerProps: (getText, tone) => {
      const handle = (event: TriggerEvent) =>
        hub?.dispatch({ group, shown: { trigger: event.currentTarget, getText, tone }, event });
      return {
        onPointerEnter: handle,
        onPointerDown: handle,
        onMouseLeave: handle,
        onFocus: handle,
        onBlur: handle,
        onClick: handle,
        onKeyDown: handle,
      };
    },
  };
}
