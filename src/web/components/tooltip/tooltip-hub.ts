import { createContext, type RefObject, type SyntheticEvent } from 'react';
import type { GroupLink, Shown } from './floating-tooltip';

/** One event on a trigger: its group, what it shows, and the event. */
export interface TriggerUse {
  group: RefObject<GroupLink>;
  shown: Shown;
  event: SyntheticEvent<HTMLElement>;
}
type Layer = (use: TriggerUse, replayed: boolean) => void;

/**
 * Between a provider's triggers (startup code, no floating-ui) and its tooltip layer (loaded
 * when the page is idle, or at once when a trigger is used first): passes each trigger event to
 * the layer, and keeps the events that come before it has loaded to replay them.
 */
export interface TooltipHub {
  dispatch: (use: TriggerUse) => void;
  /** The layer takes the events from now on, and gets the waiting ones replayed. */
  connect: (layer: Layer) => () => void;
  /** What loads the layer when a trigger is used before it is there. */
  setLoader: (load: () => void) => void;
}

export function createHub(): TooltipHub {
  let layer: Layer | null = null;
  let load = () => {};
  const waiting: TriggerUse[] = [];
  return {
    dispatch(use) {
      if (layer) layer(use, false);
      else {
        waiting.push(use);
        load();
      }
    },
    connect(next) {
      layer = next;
      // After the commit that connected it: replaying may flush React work.
      void Promise.resolve().then(() => {
        for (const use of waiting.splice(0)) next(use, true);
      });
      return () => {
        layer = null;
      };
    },
    setLoader(next) {
      load = next;
    },
  };
}

export const TooltipHubContext = createContext<TooltipHub | null>(null);
