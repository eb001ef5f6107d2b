import { useTranslation } from 'react-i18next';
import type { NavItem } from '../../../generated/content-types';
import { useNavPanelStore } from '../../stores/nav-panel-store';
import { ChevronRightIcon } from '../icons/icons';
import { SiteLink } from '../site-link';
import { AppLink } from './app-link';

export const SUB_PANEL_ID = 'nav-sub-panel';

/** One menu entry: a sub-panel toggle, a link into the app, or a link to a page of this site. */
export function NavEntry({ item, className }: { item: NavItem; className: string }) {
  const { t } = useTranslation();
  const { subPanel, toggleSubPanel, closePanel } = useNavPanelStore();
  const label = t(item.translationKey);
  if (item.subRoutes?.length) {
    const expanded = subPanel === item.key;
    return (
      <button
        type="button"
        className={`${className} justify-between`}
        aria-expanded={expanded}
        aria-controls={SUB_PANEL_ID}
        onClick={() => toggleSubPanel(item.key)}
        data-nav-key={item.key}
      >
        {label}
        <ChevronRightIcon />
      </button>
    );
  }
  if (item.action) {
    return (
      <AppLink action={item.action} selectedProduct={item.selectedProduct} className={className}>
        {label}
      </AppLink>
    );
  }
  return (
    <SiteLink
      to={item.to ?? '/'}
      className={className}
      onClick={() => closePanel('navigation')}
      navigation
    >
      {label}
    </SiteLink>
  );
}
