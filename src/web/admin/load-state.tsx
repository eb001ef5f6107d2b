import { useTranslation } from 'react-i18next';

/** What a screen shows while its data loads, or when loading failed (with a retry). */
export function LoadState({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  if (!error) return <p role="status">{t('admin.common.loading')}</p>;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" className="space-y-3">
      <p className="font-medium text-danger">{t('admin.common.loadFailed', { message })}</p>
      <button type="button" className="btn-secondary" onClick={retry}>
        {t('admin.common.retry')}
      </button>
    </div>
  );
}
