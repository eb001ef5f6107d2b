import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../../../generated/content-types';
import { useNavPanelStore } from '../../stores/nav-panel-store';
import { ChevronRightIcon } from '../icons/icons';
import { SiteLink } from '../site-link';
import { AppLink } from './app-link';

export const SUB_PANEL_ID = 'nav-sub-panel';

/**
 * One menu entry: a sub-panel toggle, a link into the app, or a link to a page of this site.
 * Memo, and only its own part of the menu state: the footer and the menu are drawn again on
 * each new page, and their twenty-odd entries need not be (their links follow the page anyway).
 */
export const NavEntry = memo(function NavEntry({
  item,
  className,
}: {
  item: NavItem;
  className: string;
}) {
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
});
