import { useTranslation } from 'react-i18next';
import type { LaunchCountdownProps } from '../../../generated/content-types';
import { CtaLink } from '../../components/cta-link';
import { BareSectionFrame } from '../../components/section-frame';
import { SectionTitle } from '../../components/section-heading';
import type { SectionComponentProps } from '../section-definition';
import type { CountdownParts } from './countdown-parts';
import { useCountdown } from './use-countdown';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

const UNITS: readonly (keyof CountdownParts)[] = ['days', 'hours', 'minutes', 'seconds'];

/** SPEC §4 launch countdown: days, hours, minutes, seconds; gone once the target is reached. */
export function LaunchCountdown({ props }: SectionComponentProps<LaunchCountdownProps>) {
  const { t } = useTranslation();
  const left = useCountdown(Date.parse(props.target));
  if (!left) return null;
  const labels: Record<keyof CountdownParts, string> = {
    days: t('launch-countdown.days'),
    hours: t('launch-countdown.hours'),
    minutes: t('launch-countdown.minutes'),
    seconds: t('launch-countdown.seconds'),
  };
  return (
    <BareSectionFrame className="bg-gradient-to-r from-navy-900 to-navy-800 text-white">
      <div className="mx-auto flex max-w-content flex-col items-center gap-8 px-5 py-12 text-center twocol:flex-row twocol:justify-between twocol:text-left">
        <div>
          <SectionTitle className="text-2xl font-bold tracking-tight twocol:text-3xl">
            <BreakableText text={t(props.title, WITH_BREAK_POINTS)} />
          </SectionTitle>
          {props.text && (
            <p className="mt-2 text-slate-200">
              <BreakableText text={t(props.text, WITH_BREAK_POINTS)} />
            </p>
          )}
        </div>
        <div role="timer" aria-label={t('launch-countdown.timerLabel')}>
          <dl className="flex gap-3">
            {UNITS.map((unit) => (
              <div
                key={unit}
                className="flex min-w-18 flex-col-reverse items-center rounded-card bg-white/10 px-3 py-3 ring-1 ring-white/20"
              >
                <dt className="text-xs font-medium uppercase tracking-wider text-slate-200">
                  {labels[unit]}
                </dt>
                <dd className="text-3xl font-bold tabular-nums" data-unit={unit}>
                  {String(left[unit]).padStart(2, '0')}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        {props.cta && <CtaLink cta={props.cta} />}
      </div>
    </BareSectionFrame>
  );
}
