import { InfoIcon } from '../content-icons';
import { TooltipBubble } from './tooltip-bubble';
import { ANCHOR_ATTRIBUTE, type TooltipGroup } from './use-tooltip-group';

export interface InfoButtonProps {
  /** The group the button belongs to, and its key there (unique in the group). */
  group: TooltipGroup;
  tooltipKey: string;
  /** The button's name, e.g. "More about “Texts per month”" (translated). */
  label: string;
  /** The explanation (translated); asked for only once the tooltip is shown. */
  getText: () => string;
  /** Colours for a white (light) or navy (dark) background. */
  tone?: 'light' | 'dark' | undefined;
  className?: string | undefined;
}

const toneClasses = {
  light: 'text-navy-700 hover:text-accent',
  dark: 'text-slate-300 hover:text-white',
} as const;

/**
 * An info button that explains a term in its group's tooltip. No hooks: a table renders one per
 * row, and the state lives once in the group. The button is a real button (keyboard focus
 * opens the text at once, a tap toggles it); the text is the button's description.
 */
export function InfoButton({
  group,
  tooltipKey,
  label,
  getText,
  tone = 'light',
  className = '',
}: InfoButtonProps) {
  const shown = group.shownKey === tooltipKey;
  return (
    <span
      className={`inline-flex shrink-0 align-middle ${className}`}
      {...{ [ANCHOR_ATTRIBUTE]: '' }}
      {...group.hoverProps(tooltipKey)}
    >
      <button
        type="button"
        aria-label={label}
        aria-describedby={shown ? group.id : undefined}
        className={`inline-grid size-6 place-items-center rounded-full transition-colors duration-(--duration-ui) ${toneClasses[tone]}`}
        data-tooltip-trigger=""
        {...group.triggerProps(tooltipKey)}
      >
        <InfoIcon size={18} />
      </button>
      {shown && (
        <TooltipBubble
          id={group.id}
          open={group.open}
          text={getText()}
          anchorRef={group.anchorRef}
          bubbleRef={group.bubbleRef}
          onAnchorHidden={group.close}
          tone={tone}
        />
      )}
    </span>
  );
}
