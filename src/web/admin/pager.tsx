import { useTranslation } from 'react-i18next';

/** Previous / next page of a SPEC §7 page (zero-based `page`). */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t('admin.inbox.pagingLabel')}
      className="mt-4 flex flex-wrap items-center gap-3"
    >
      <button
        type="button"
        className="btn-secondary"
        disabled={page <= 0}
        onClick={() => onPage(page - 1)}
      >
        {t('admin.inbox.previous')}
      </button>
      <span>{t('admin.inbox.page', { page: page + 1, pages })}</span>
      <button
        type="button"
        className="btn-secondary"
        disabled={page + 1 >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('admin.inbox.next')}
      </button>
    </nav>
  );
}
