import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Language } from '../../content/locales';
import { localizePath } from '../../content/routes';
import { useRouteData } from '../app/use-route-data';
import { useLocaleStore } from '../stores/locale-store';

/** Switches every text at once and remembers the choice (SPEC §4); moves to the page's URL in that language. */
export function LanguageToggle({
  className,
  onSwitch,
}: {
  className?: string;
  onSwitch?: () => void;
}) {
  const { t } = useTranslation();
  const data = useRouteData();
  const chooseLanguage = useLocaleStore((s) => s.chooseLanguage);
  const navigate = useNavigate();
  const other: Language = data.language === 'de' ? 'en' : 'de';
  const switchTo = () => {
    chooseLanguage(other);
    onSwitch?.();
    // An article has its own slug in each language; other pages share one path.
    const path = data.alternatePaths?.[other] ?? data.path;
    void navigate(localizePath(path, other) + window.location.hash);
  };
  return (
    <button type="button" onClick={switchTo} className={className} lang={other}>
      {t('common.language.other')}
    </button>
  );
}
