import { useTranslation } from 'react-i18next';
import { pageHead } from './page-head';
import type { RouteData } from './route-data';

export function usePageHead(data: RouteData) {
  const { t } = useTranslation();
  return pageHead(data, (key) => t(key));
}
