import { useTranslation } from 'react-i18next';
import type { AppLinkNoticeProps } from '../../../generated/content-types';
import { AppLink } from '../../components/app-link';
import { BareSectionFrame } from '../../components/section-frame';
import type { SectionComponentProps } from '../section-definition';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/**
 * /privacy and /terms live in the app (SPEC §2): this page only points there. A plain block, not
 * a <section>: it has no heading of its own and continues the hero above it.
 */
export function AppLinkNotice({ props }: SectionComponentProps<AppLinkNoticeProps>) {
  const { t } = useTranslation();
  return (
    <BareSectionFrame as="div" tone="white">
      {/* The page's one left edge: the hero title's (issue 21.9). */}
      <div className="mx-auto max-w-content px-5 py-16">
        <p className="max-w-3xl text-lg text-muted">
          <BreakableText text={t(props.text, WITH_BREAK_POINTS)} />
        </p>
        <AppLink action={props.action} className="btn-primary mt-6">
          {t(props.label)}
        </AppLink>
      </div>
    </BareSectionFrame>
  );
}
