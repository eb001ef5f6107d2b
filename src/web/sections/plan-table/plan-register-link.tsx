import { useTranslation } from 'react-i18next';
import type { PlanTableProps } from '../../../generated/content-types';

type PlanColumn = PlanTableProps['plans'][number];
import { siteConfig } from '../../site/site-config';
import { appUrl } from '../../lib/app-links';

/** Registration happens in the separate app: a full-page link with the product preselected. */
export function PlanRegisterLink({ plan, className }: { plan: PlanColumn; className?: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={appUrl(siteConfig.appOrigin, 'register', plan.selectedProduct)}
      className={`${plan.highlight ? 'btn-primary' : 'btn-secondary'} w-full ${className ?? ''}`}
      data-testid="plan-register"
    >
      {t(plan.registerLabel)}
    </a>
  );
}
