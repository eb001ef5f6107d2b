import { useTranslation } from 'react-i18next';

interface UnavailableNoteProps {
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * Says plainly that the form cannot be sent while the topics could not be loaded (SPEC §8 only
 * logs the failure; a visitor must not type a long message into a form that cannot go out).
 * The wrapper is a live region from the first render so the note is announced when it appears.
 */
export function UnavailableNote({ failed, retrying, onRetry }: UnavailableNoteProps) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite">
      {failed && (
        <div className="rounded-lg border-l-4 border-danger bg-red-50 px-4 py-3 text-danger">
          <p className="font-semibold">{t('contact-form.unavailable.title')}</p>
          <p className="mt-1">{t('contact-form.unavailable.text')}</p>
          <button
            type="button"
            onClick={onRetry}
            disabled={retrying}
            className="link mt-2 text-danger disabled:opacity-60"
          >
            {t('contact-form.unavailable.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
