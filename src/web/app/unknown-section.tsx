import { useEffect } from 'react';
import { useTexts } from '../lib/use-texts';

/**
 * A type no component is registered for: visible in development, nothing in production
 * (the validator stops such a file at build time; this covers a stale page at run time).
 */
export function UnknownSection({ type }: { type: string }) {
  const { t } = useTexts();
  useEffect(() => {
    console.error(`Unknown section type "${type}": no component is registered for it.`);
  }, [type]);
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
