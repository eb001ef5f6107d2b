import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDemoProps } from '../../../generated/content-types';
import { SectionFrame } from '../../components/section-frame';
import type { SectionComponentProps } from '../section-definition';
import { DemoDrafts } from './demo-drafts';
import { DemoInput } from './demo-input';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/**
 * The product at work (SPEC §1: one input, drafts for several formats at once, no prompting),
 * drawn in HTML and CSS as an app window: the input on the left, the drafts in tabs on the
 * right; stacked below 1262 px. Every draft is in the server HTML (decision 237).
 */
export function ProductDemo({ props }: SectionComponentProps<ProductDemoProps>) {
  const { t } = useTranslation();
  const ids = useId();
  return (
    <SectionFrame tone={props.tone} heading={props} align="center">
      <figure className="mt-10 twocol:mt-14" data-testid="product-demo-window">
        <div className="overflow-hidden rounded-2xl border border-line bg-white shadow-[0_24px_60px_-24px_rgb(15_31_71/0.35)]">
          <div className="flex items-center gap-3 border-b border-line px-4 py-3 sm:px-5">
            <span aria-hidden="true" className="flex gap-1.5">
              <span className="h-3 w-3 rounded-full bg-line" />
              <span className="h-3 w-3 rounded-full bg-line" />
              <span className="h-3 w-3 rounded-full bg-line" />
            </span>
            <p className="min-w-0 text-sm font-medium text-muted">{t('product-demo.window')}</p>
          </div>
          <div className="grid twocol:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
            <DemoInput input={props.input} drafts={props.drafts} idPrefix={ids} />
            <DemoDrafts drafts={props.drafts} idPrefix={ids} />
          </div>
        </div>
        {props.caption && (
          <figcaption className="mt-4 text-center text-sm text-muted">
            <BreakableText text={t(props.caption, WITH_BREAK_POINTS)} />
          </figcaption>
        )}
      </figure>
    </SectionFrame>
  );
}
