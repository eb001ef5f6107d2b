import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALES, isLanguage } from '../../content/locales';

/** Date and time in the screen's language (Intl), e.g. "26.11.2026, 14:05". */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'de';
  // One formatter per language, not one per render of every inbox row.
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  );
  return (iso) => format.format(new Date(iso));
}
