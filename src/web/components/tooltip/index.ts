/**
 * The site's tooltip, on floating-ui (DESIGN rule 8). Usage:
 *
 *   import { InfoTooltip, TooltipProvider } from '../../components/tooltip';
 *
 *   <TooltipProvider>          // once around a section's tooltips
 *     …
 *     <dt>
 *       {t(feature.label)}
 *       {feature.tooltip && <InfoTooltip text={feature.tooltip} term={t(feature.label)} />}
 *     </dt>
 *   </TooltipProvider>
 *
 * `text` is an i18n key (the explanation); `term` the translated thing explained, which names the
 * info button ("More about …", locales/*\/tooltip.json); `tone="dark"` on navy backgrounds.
 *
 * Behaviour (SPEC §4, §9; WAI-ARIA tooltip pattern): opens 700 ms after the mouse rests on the
 * button, at once on keyboard focus, a click or tap toggles it; while one tooltip of the provider
 * is open or closed less than 300 ms ago, the next opens at once, and only one is shown. Escape,
 * leaving (the pointer may cross onto the bubble), blur, a press elsewhere or its button sliding
 * or scrolling out of sight close it. role="tooltip", referenced by the button's aria-describedby
 * while open; nothing focusable inside. Nothing is rendered before the first use.
 *
 * Many info buttons in one place (a feature table) share one tooltip: call `useTooltipGroup()`
 * once and render an `InfoButton` per row:
 *
 *   const tooltips = useTooltipGroup();
 *   <InfoButton group={tooltips} label={t('tooltip.moreAbout', { term })}
 *     getText={() => t(feature.tooltip)} />
 *
 * floating-ui itself is loaded when the page is idle or a button is first used (tooltip-layer).
 */
export { TooltipProvider } from './tooltip-provider';
export { InfoTooltip, type InfoTooltipProps } from './info-tooltip';
export { InfoButton, type InfoButtonProps } from './info-button';
export { useTooltipGroup, type TooltipGroup } from './use-tooltip-group';
