import { useTranslation } from 'react-i18next';
import { useShownPage } from '../../site/shown-page';
import { CheckIcon, CrossIcon } from '../../components/content-icons';
import { formatFigure } from '../../lib/format-figures';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/** A plan's value in one row: a number, a check or cross (with a spoken name), or a text. */
export function PlanCell({ value }: { value: number | boolean | string | undefined }) {
  const { t } = useTranslation();
  const { language } = useShownPage();
  if (value === undefined) return null;
  if (typeof value === 'boolean') {
    return value ? (
      <span className="inline-flex text-success">
        <CheckIcon className="h-6 w-6" />
        <span className="sr-only">{t('plan-table.included')}</span>
      </span>
    ) : (
      <span className="inline-flex text-muted">
        <CrossIcon className="h-6 w-6" />
        <span className="sr-only">{t('plan-table.notIncluded')}</span>
      </span>
    );
  }
  if (typeof value === 'number') return <>{formatFigure(value, 'number', language)}</>;
  return (
    <>
      <BreakableText text={t(value, WITH_BREAK_POINTS)} />
    </>
  );
}
