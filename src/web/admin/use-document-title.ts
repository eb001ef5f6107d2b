import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Each admin screen names itself in the tab title, in the screen's language. */
export function useDocumentTitle(page: string) {
  const { t } = useTranslation();
  const title = t('admin.documentTitle', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
