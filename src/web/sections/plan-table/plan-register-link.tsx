import { useTranslation } from 'react-i18next';
import type { PlanTableProps } from '../../../generated/content-types';

type PlanColumn = PlanTableProps['plans'][number];
import { siteConfig } from '../../site/site-config';
import { appUrl } from '../../lib/app-links';

/**
 * Registration happens in the separate app: a full-page link with the product preselected.
 * The button is as wide as its plan's column, so it needs less side padding than a free one:
 * with the usual 1.5rem, "Jetzt starten" took two lines in the 150 px columns at 768 px.
 */
export function PlanRegisterLink({ plan, className }: { plan: PlanColumn; className?: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={appUrl(siteConfig.appOrigin, 'register', plan.selectedProduct)}
      className={`${plan.highlight ? 'btn-primary' : 'btn-secondary'} w-full px-4 ${className ?? ''}`}
      data-testid="plan-register"
    >
      {t(plan.registerLabel)}
    </a>
  );
}
