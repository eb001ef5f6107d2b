import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../site/site-config';
import { useMediaQuery } from '../../lib/use-media-query';
import { TWOCOL_QUERY } from '../../lib/breakpoints';
import { useNavPanelStore } from '../../stores/nav-panel-store';
import { CloseIcon, GlobeIcon, UserIcon } from '../../components/icons/icons';
import { LanguageToggle } from './language-toggle';
import { AppLink } from '../../components/app-link';
import { NavEntry } from './nav-entry';
import { NavSubPanel } from './nav-sub-panel';
import { focusWhenPossible } from './focus-when-possible';

/**
 * The left slide-in menu (SPEC §2 Navigation) as a WAI-ARIA modal dialog: focus moves in and
 * stays inside, Escape closes, focus returns to the menu button. `drawnWhileClosed` keeps its
 * content in the document, hidden, while it is closed: the bottom bar sets it at the first sign
 * of use, so the first open only shows it, as every later one does (issue 27, decision 215).
 */
export default function NavPanel({
  returnFocusTo,
  drawnWhileClosed,
}: {
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  drawnWhileClosed: boolean;
}) {
  const { t } = useTranslation();
  const siteConfig = useSiteConfig();
  const { open, subPanel, closePanel, closingForNavigation } = useNavPanelStore();
  const transition = !closingForNavigation;
  // Escape, the close button and a click outside hand focus back to the menu button
  // (choosing a page instead leaves focus with the new page).
  const dismiss = () => {
    closePanel();
    focusWhenPossible(returnFocusTo.current);
  };
  const parent = [...siteConfig.navigation.primary, ...siteConfig.navigation.secondary].find(
    (i) => i.key === subPanel,
  );
  // Below the two-column width the sub-panel lies over the main panel: what it hides must not
  // take keyboard focus (WCAG 2.4.7) or be read out, so it is inert while the sub-panel is open.
  const sideBySide = useMediaQuery(TWOCOL_QUERY);
  const covered = parent !== undefined && !sideBySide;
  return (
    <Dialog
      open={open}
      onClose={dismiss}
      unmount={!drawnWhileClosed}
      className="fixed inset-0 z-50"
    >
      <DialogBackdrop
        transition={transition}
        className="fixed inset-0 bg-navy-950/60 transition-opacity duration-(--duration-ui) data-closed:opacity-0"
      />
      <DialogPanel
        transition={transition}
        className="fixed top-0 bottom-bar left-0 flex w-[min(22rem,100vw)] flex-col bg-white shadow-2xl transition-transform duration-(--duration-ui) ease-out data-closed:-translate-x-full"
      >
        <div
          className="flex items-center justify-between border-b border-line px-4 py-3"
          inert={covered}
        >
          <DialogTitle className="px-2 text-lg font-bold text-navy-950">
            {t('common.menu.title')}
          </DialogTitle>
          <button
            type="button"
            onClick={dismiss}
            className="rounded-full p-2.5 text-navy-950 hover:bg-navy-50"
          >
            <CloseIcon />
            <span className="sr-only">{t('common.menu.close')}</span>
          </button>
        </div>
        <nav
          aria-label={t('common.menu.title')}
          className="flex-1 overflow-y-auto px-3 py-4"
          inert={covered}
        >
          <ul>
            {siteConfig.navigation.primary.map((item) => (
              <li key={item.key}>
                <NavEntry item={item} className="nav-row text-lg font-semibold text-navy-950" />
              </li>
            ))}
          </ul>
          <hr className="mx-3 my-4 border-line" />
          <ul>
            {siteConfig.navigation.secondary.map((item) => (
              <li key={item.key}>
                <NavEntry item={item} className="nav-row text-muted" />
              </li>
            ))}
          </ul>
        </nav>
        <div
          className="flex flex-wrap items-center gap-3 border-t border-line px-5 py-4"
          inert={covered}
        >
          <AppLink action="login" className="btn-primary gap-2">
            <UserIcon />
            {t('common.menu.login')}
          </AppLink>
          <span className="inline-flex items-center gap-1 text-navy-900">
            <GlobeIcon />
            <LanguageToggle
              className="btn-secondary min-h-10 px-4 py-1.5 text-sm"
              onSwitch={() => closePanel('navigation')}
            />
          </span>
        </div>
        {parent && <NavSubPanel parent={parent} />}
      </DialogPanel>
    </Dialog>
  );
}
