import { useTranslation } from 'react-i18next';
import type { ContactMailStatus } from './admin-api';

const STYLE: Record<ContactMailStatus, string> = {
  sent: 'border-success text-success',
  pending: 'border-navy-700 text-navy-700',
  failed: 'border-danger bg-danger text-white',
};

export function StatusBadge({ status }: { status: ContactMailStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-mail-status={status}
      className={`inline-block rounded-full border-2 px-2 py-0.5 text-sm font-semibold ${STYLE[status]}`}
    >
      {t(`admin.status.${status}`)}
    </span>
  );
}
