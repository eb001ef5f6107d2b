import { InfoIcon } from '../content-icons';
import type { Tone } from './floating-tooltip';
import type { TooltipGroup } from './use-tooltip-group';

export interface InfoButtonProps {
  /** The group whose tooltip shows the text. */
  group: TooltipGroup;
  /** The button's name, e.g. "More about “Texts per month”" (translated). */
  label: string;
  /** The explanation (translated); asked for only once the tooltip is shown. */
  getText: () => string;
  /** Colours for a white (light) or navy (dark) background. */
  tone?: Tone | undefined;
  className?: string | undefined;
}

const toneClasses = {
  light: 'text-navy-700 hover:text-accent',
  dark: 'text-slate-300 hover:text-white',
} as const;

/**
 * An info button that explains a term in its group's tooltip. No hooks: a table renders one per
 * row, and the tooltip lives once in the group. A real button: keyboard focus opens the text at
 * once, a click or tap toggles it; the text is the button's description while shown.
 */
export function InfoButton({
  group,
  label,
  getText,
  tone = 'light',
  className = '',
}: InfoButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`inline-grid size-6 shrink-0 place-items-center rounded-full align-middle transition-colors duration-(--duration-ui) ${toneClasses[tone]} ${className}`}
      data-tooltip-trigger=""
      {...group.triggerProps(getText, tone)}
    >
      <InfoIcon size={18} />
    </button>
  );
}
