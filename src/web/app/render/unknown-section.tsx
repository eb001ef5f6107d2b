import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { closest } from '../../../content/suggest';
import { sectionRegistry } from '../../sections/registry';

/**
 * A type no component is registered for: in development, a notice for the person editing the
 * page file (which file, and the nearest known type; never our source files); nothing in
 * production (the validator stops such a file at build time; this covers a stale page).
 */
export function UnknownSection({
  type,
  pageFile,
  index,
}: {
  type: string;
  pageFile: string;
  index: number;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error(
      `Unknown section type "${type}" in pages/${pageFile}.json (section ${index + 1}).`,
    );
  }, [type, pageFile, index]);
  if (!import.meta.env.DEV) return null;
  const file = `pages/${pageFile}.json`;
  const nearest = closest(type, Object.keys(sectionRegistry));
  return (
    <div
      role="alert"
      className="mx-auto my-4 max-w-content rounded border border-amber-700 bg-amber-50 p-4 text-amber-900"
    >
      {nearest
        ? t('dev-notice.unknownSection', { type, file, nearest })
        : t('dev-notice.unknownSectionNoMatch', { type, file })}
    </div>
  );
}
