import { useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '../../lib/when-idle';
import { createHub, TooltipHubContext } from './tooltip-hub';
import type * as LayerModule from './tooltip-layer';

let layerModule: typeof LayerModule | null = null;

/** floating-ui and the tooltips' floating part: about 16 KB (gzip), so not in the startup code. */
export function loadTooltipLayer(): Promise<typeof LayerModule> {
  return import('./tooltip-layer').then((module) => (layerModule = module));
}

/**
 * The tooltips inside share their timing and show one bubble at a time (floating-ui's delay
 * group, in the layer). A section with tooltips wraps its content in one. The layer is loaded
 * when the page is idle, or at once when a trigger is used before that.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [hub] = useState(createHub);
  const [layer, setLayer] = useState(() => layerModule);
  useEffect(() => {
    if (layer) return;
    const load = () => void loadTooltipLayer().then((module) => setLayer(module));
    hub.setLoader(load);
    return whenIdle(load);
  }, [hub, layer]);
  const Layer = layer?.TooltipLayer;
  return (
    <TooltipHubContext value={hub}>
      {children}
      {Layer && <Layer hub={hub} />}
    </TooltipHubContext>
  );
}
