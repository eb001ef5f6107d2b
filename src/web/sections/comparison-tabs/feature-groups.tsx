import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useShownPage } from '../../site/shown-page';
import { InfoButton, useTooltipGroup } from '../../components/tooltip';
import { formatNumber } from '../../lib/format-figures';
import type { Language } from '../../../content/locales';
import { CheckIcon, CrossIcon } from './comparison-icons';
import type { FeatureGroupData, FeatureValue } from './types';
import { KEEP_BREAK_POINTS, useComparisonText } from './use-comparison-text';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

export type CardTone = 'light' | 'dark';

const toneClasses: Record<
  CardTone,
  { heading: string; row: string; check: string; cross: string }
> = {
  light: {
    heading: 'text-muted',
    row: 'border-line',
    check: 'text-success',
    cross: 'text-danger',
  },
  dark: {
    heading: 'text-slate-300',
    row: 'border-white/15',
    check: 'text-emerald-300',
    cross: 'text-rose-300',
  },
};

interface ValueProps {
  value: FeatureValue;
  tone: CardTone;
  t: TFunction;
  text: ReturnType<typeof useComparisonText>;
  language: Language;
}

/**
 * A check mark, a cross (both with an accessible name) or a text. Translators come from the
 * card: a card has a few dozen values, and hooks in each cost hydration time (decision 220).
 */
function Value({ value, tone, t, text, language }: ValueProps) {
  if (value === true)
    return <CheckIcon label={t('comparison-tabs.included')} className={toneClasses[tone].check} />;
  if (value === false)
    return (
      <CrossIcon label={t('comparison-tabs.notIncluded')} className={toneClasses[tone].cross} />
    );
  if (typeof value === 'number') return <>{formatNumber(value, language)}</>;
  return <BreakableText text={text(value, {}, KEEP_BREAK_POINTS)} />;
}

/**
 * The card's feature groups (performance, general features, special features). The rows'
 * info buttons share one tooltip.
 */
export function FeatureGroups({
  groups,
  tone,
}: {
  groups: readonly FeatureGroupData[];
  tone: CardTone;
}) {
  const { t } = useTranslation();
  const text = useComparisonText();
  const { language } = useShownPage();
  const tooltips = useTooltipGroup();
  const classes = toneClasses[tone];
  return (
    <div className="mt-8 space-y-6">
      {groups.map((group) => (
        <div key={group.title}>
          <h4 className={`text-xs font-semibold uppercase tracking-widest ${classes.heading}`}>
            {t(group.title)}
          </h4>
          <dl className="mt-2">
            {group.features.map((feature) => {
              const label = t(feature.label);
              const tooltip = feature.tooltip;
              return (
                <div
                  key={feature.label}
                  className={`flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b py-2.5 text-sm last:border-b-0 ${classes.row}`}
                >
                  {/* The info button goes with the label's last word (BreakableText's
                      `after`): beside a wrapped label in a flex row it sat at the column's far
                      end. The row wraps: where label (from 8rem, long words broken at their
                      soft hyphens) and a long value ("3 × 120 Min.") do not fit side by side,
                      as in a 320 px card, the value moves under the label, right-aligned,
                      instead of past the card's edge (designer's review, 2026-11-28). */}
                  <dt className="whole-words flex-[1_1_8rem]">
                    <BreakableText
                      text={t(feature.label, WITH_BREAK_POINTS)}
                      after={
                        tooltip ? (
                          <InfoButton
                            group={tooltips}
                            label={t('tooltip.moreAbout', { term: label })}
                            getText={() => t(tooltip)}
                            tone={tone}
                            // In the text's line now: no taller than the line (24 px in 20).
                            className="-my-0.5"
                          />
                        ) : undefined
                      }
                    />
                  </dt>
                  <dd className="ml-auto text-right font-semibold">
                    <Value
                      value={feature.value}
                      tone={tone}
                      t={t}
                      text={text}
                      language={language}
                    />
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      ))}
    </div>
  );
}
