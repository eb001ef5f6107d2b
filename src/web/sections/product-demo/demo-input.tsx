import { useTranslation } from 'react-i18next';
import type { ProductDemoProps } from '../../../generated/content-types';
import { CheckIcon } from '../../components/content-icons';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

interface DemoInputProps {
  input: ProductDemoProps['input'];
  drafts: ProductDemoProps['drafts'];
  idPrefix: string;
}

/** The window's left side: what went into ProL, and the formats it was asked for at once. */
export function DemoInput({ input, drafts, idPrefix }: DemoInputProps) {
  const { t } = useTranslation();
  const formatsId = `${idPrefix}formats`;
  return (
    <div className="border-b border-line bg-navy-50 px-4 py-5 sm:p-7 twocol:border-r twocol:border-b-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold uppercase tracking-wider text-navy-900">
          {t('product-demo.input')}
        </h3>
        <p className="rounded-full border border-line bg-white px-3 py-1 text-xs font-medium text-muted">
          {t(input.kind)}
        </p>
      </div>
      <div className="mt-4 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5">
        <p className="font-semibold text-navy-950">
          <BreakableText text={t(input.title, WITH_BREAK_POINTS)} />
        </p>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-ink marker:text-muted">
          {input.points.map((point) => (
            <li key={point}>
              <BreakableText text={t(point, WITH_BREAK_POINTS)} />
            </li>
          ))}
        </ul>
      </div>
      <p id={formatsId} className="mt-5 text-xs font-semibold uppercase tracking-wider text-muted">
        {t('product-demo.formats')}
      </p>
      <ul aria-labelledby={formatsId} className="mt-2 flex flex-wrap gap-2">
        {drafts.map((draft) => (
          <li
            key={draft.label}
            className="inline-flex items-center gap-1.5 rounded-full bg-navy-900 px-3 py-1 text-xs font-semibold text-white"
          >
            <CheckIcon className="h-3.5 w-3.5" />
            {t(draft.label)}
          </li>
        ))}
      </ul>
    </div>
  );
}
