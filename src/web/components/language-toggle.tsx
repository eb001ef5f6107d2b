import type { Language } from '../../content/locales';
import { localizePath } from '../../content/routes';
import { useRouteData } from '../app/use-route-data';
import { useTexts } from '../lib/use-texts';
import { useLocaleStore } from '../stores/locale-store';

/**
 * A link to the page shown, in the other language (SPEC §4): every text switches at once, and
 * the choice is remembered for the next visit (and, as a cookie, for the server).
 */
export function LanguageToggle({
  className,
  onSwitch,
}: {
  className?: string;
  onSwitch?: () => void;
}) {
  const { t } = useTexts();
  const data = useRouteData();
  const chooseLanguage = useLocaleStore((s) => s.chooseLanguage);
  const other: Language = data.language === 'de' ? 'en' : 'de';
  // An article has its own slug in each language; other pages share one path.
  const href = localizePath(data.alternatePaths?.[other] ?? data.path, other);
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      className={className}
      onClick={(event) => {
        chooseLanguage(other);
        onSwitch?.();
        // The same place on the other page: the anchor the visitor is at comes along.
        if (window.location.hash) {
          event.preventDefault();
          window.location.assign(href + window.location.hash);
        }
      }}
    >
      {t('common.language.other')}
    </a>
  );
}
