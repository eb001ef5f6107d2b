import { useTranslation } from 'react-i18next';
import type { NavItem } from '../../../generated/content-types';
import { useNavPanelStore } from '../../stores/nav-panel-store';
import { ChevronRightIcon } from '../../components/icons/icons';
import { SiteLink } from '../../components/site-link';
import { AppLink } from '../../components/app-link';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

export const SUB_PANEL_ID = 'nav-sub-panel';

/**
 * One menu entry: a sub-panel toggle, a link into the app, or a link to a page of this site.
 * It reads only its own part of the menu state, so opening one sub-panel draws one entry again.
 * `breakable`: a long word of the label may break at its break points, as in a narrow footer
 * column at 360-768 px ("Nutzungsbedingungen"); the link's name stays the plain word.
 */
export function NavEntry({
  item,
  className,
  breakable = false,
}: {
  item: NavItem;
  className: string;
  breakable?: boolean;
}) {
  const { t } = useTranslation();
  const expanded = useNavPanelStore((s) => s.subPanel === item.key);
  const { toggleSubPanel, closePanel } = useNavPanelStore.getState();
  const label = breakable ? (
    // One flex item, so the words of the label wrap as text.
    <span>
      <BreakableText text={t(item.translationKey, WITH_BREAK_POINTS)} />
    </span>
  ) : (
    t(item.translationKey)
  );
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
