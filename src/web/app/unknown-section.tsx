import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A type no component is registered for: visible in development, nothing in production
 * (the validator stops such a file at build time; this covers a stale page at run time).
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
  return (
    <div
      role="alert"
      className="mx-auto my-4 max-w-content rounded border border-amber-700 bg-amber-50 p-4 text-amber-900"
    >
      {t('dev-notice.unknownSection', { type })}
    </div>
  );
}
