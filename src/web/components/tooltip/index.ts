/**
 * The site's tooltip (hand-written: Headless UI has none). Usage:
 *
 *   import { InfoTooltip } from '../../components/tooltip';
 *
 *   <dt>
 *     {t(feature.label)}
 *     {feature.tooltip && <InfoTooltip text={feature.tooltip} term={t(feature.label)} />}
 *   </dt>
 *
 * `text` is an i18n key (the explanation); `term` the translated thing explained, which names the
 * info button ("More about …", locales/*\/tooltip.json); `tone="dark"` on navy backgrounds.
 *
 * Behaviour (SPEC §4, §9; WAI-ARIA tooltip pattern): opens 700 ms after the mouse rests on the
 * button, at once on keyboard focus, a tap toggles it on touch screens; after one tooltip has
 * opened, another opens at once within 300 ms of the last one closing. Escape, leaving, blur,
 * a tap elsewhere or its button sliding or scrolling out of sight close it; a tooltip that opens
 * cancels a hover still waiting elsewhere. role="tooltip", referenced by the button's aria-describedby; nothing
 * focusable inside. The bubble is rendered only after the first interaction (no server markup),
 * placed from JS with `position: fixed` inside the window.
 *
 * Many info buttons in one place (a feature table) share one tooltip: call `useTooltipGroup()`
 * once and render an `InfoButton` per row with a key unique in the group and translated texts:
 *
 *   const tooltips = useTooltipGroup();
 *   <InfoButton group={tooltips} tooltipKey={feature.label} label={t('tooltip.moreAbout',
 *     { term })} getText={() => t(feature.tooltip)} />
 */
export { InfoTooltip, type InfoTooltipProps } from './info-tooltip';
export { InfoButton, type InfoButtonProps } from './info-button';
export { useTooltipGroup, type TooltipGroup } from './use-tooltip-group';
export { OPEN_DELAY_MS, SKIP_WINDOW_MS } from './tooltip-timing';
