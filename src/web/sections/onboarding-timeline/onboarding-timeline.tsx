import { useTranslation } from 'react-i18next';
import type { OnboardingTimelineProps } from '../../../generated/content-types';
import { SectionFrame } from '../../components/section-frame';
import type { SectionComponentProps } from '../section-definition';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/**
 * Milestones on their days: a vertical list on phones, a row on wide screens. An ordered list,
 * so screen readers announce "1 of 4".
 */
export function OnboardingTimeline({ props }: SectionComponentProps<OnboardingTimelineProps>) {
  const { t } = useTranslation();
  const columns = props.steps.length === 4 ? 'twocol:grid-cols-4' : 'twocol:grid-cols-3';
  return (
    <SectionFrame heading={props}>
      <ol className={`relative mt-12 grid gap-8 ${columns} twocol:gap-6`}>
        {props.steps.map((step, i) => (
          <li key={step.day} className="relative pl-16 twocol:pl-0 twocol:pt-16">
            {/* The connecting line: down the left on phones, across the top on wide screens. */}
            {i < props.steps.length - 1 && (
              <span
                aria-hidden="true"
                className="absolute top-12 bottom-[-2rem] left-[1.375rem] w-0.5 bg-line twocol:top-[1.375rem] twocol:right-[-1.5rem] twocol:bottom-auto twocol:left-12 twocol:h-0.5 twocol:w-auto"
              />
            )}
            <span
              aria-hidden="true"
              className={`absolute top-0 left-0 flex h-11 w-11 items-center justify-center rounded-full text-sm font-bold ${
                i === props.steps.length - 1 ? 'bg-accent text-white' : 'bg-navy-950 text-white'
              }`}
            >
              {step.day}
            </span>
            <p className="text-sm font-semibold uppercase tracking-widest text-accent">
              {t('onboarding-timeline.day', { day: step.day })}
            </p>
            <h3 className="mt-1 text-xl font-bold text-navy-950">
              <BreakableText text={t(step.title, WITH_BREAK_POINTS)} />
            </h3>
            <p className="mt-2 text-muted">
              <BreakableText text={t(step.text, WITH_BREAK_POINTS)} />
            </p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
