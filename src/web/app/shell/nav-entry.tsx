import { useTranslation } from 'react-i18next';
import type { NavItem } from '../../../generated/content-types';
import { useNavPanelStore } from '../../stores/nav-panel-store';
import { ChevronRightIcon } from '../../components/icons/icons';
import { SiteLink } from '../../components/site-link';
import { AppLink } from '../../components/app-link';

export const SUB_PANEL_ID = 'nav-sub-panel';

/**
 * One menu entry: a sub-panel toggle, a link into the app, or a link to a page of this site.
 * It reads only its own part of the menu state, so opening one sub-panel draws one entry again.
 */
export function NavEntry({ item, className }: { item: NavItem; className: string }) {
  const { t } = useTranslation();
  const expanded = useNavPanelStore((s) => s.subPanel === item.key);
  const { toggleSubPanel, closePanel } = useNavPanelStore.getState();
  const label = t(item.translationKey);
  if (item.subRoutes?.length) {
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
