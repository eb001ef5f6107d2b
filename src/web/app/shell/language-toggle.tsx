import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Language } from '../../../content/locales';
import { localizePath } from '../../../content/routes';
import { KEPT_VIEW_STATE } from '../navigation/kept-view';
import { useShownPage } from '../../site/shown-page';
import { preloadRoute } from '../routing/route-discovery';
import { chooseLanguage } from '../../stores/locale-store';

/**
 * A link to the page shown, in the other language (SPEC §4): the app shows it without a page
 * load, with the anchor the visitor is at, and the choice is remembered for the next visit (and,
 * as a cookie, for the server).
 */
export function LanguageToggle({
  className,
  onSwitch,
}: {
  className?: string;
  onSwitch?: () => void;
}) {
  const { t } = useTranslation();
  const data = useShownPage();
  const { search, hash } = useLocation();
  const other: Language = data.language === 'de' ? 'en' : 'de';
  // An article has its own slug in each language; other pages share one path.
  const href = localizePath(data.head.alternatePaths?.[other] ?? data.path, other);
  return (
    <Link
      to={href + search + hash}
      hrefLang={other}
      lang={other}
      className={className}
      preventScrollReset
      state={KEPT_VIEW_STATE}
      onPointerEnter={() => preloadRoute(href)}
      onFocus={() => preloadRoute(href)}
      onClick={() => {
        chooseLanguage(other);
        onSwitch?.();
      }}
    >
      {t('common.language.other')}
    </Link>
  );
}
