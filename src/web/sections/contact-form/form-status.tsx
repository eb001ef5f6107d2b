import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../lib/api-error';
import { submitErrorText } from './submit-error-text';
import type { SubmissionStatus } from './use-contact-submission';

/** The submission fields the form shows, by their API name. */
const FIELD_LABELS: Record<string, string> = {
  name: 'contact-form.fields.name',
  email: 'contact-form.fields.email',
  message: 'contact-form.fields.message',
  topic: 'contact-form.fields.topic',
};

interface FormStatusProps {
  status: SubmissionStatus;
  error: ApiError | undefined;
  ref?: Ref<HTMLParagraphElement>;
}

/**
 * Sending and a failed send, in a live region that exists from the first render so screen
 * readers announce each change: the server's messages joined in one line, in red (SPEC §8).
 * A successful send replaces the form by its panel (sent-panel.tsx), with SPEC §8's sentence.
 */
export function FormStatus({ status, error, ref }: FormStatusProps) {
  const { t } = useTranslation();
  const text =
    status === 'error'
      ? submitErrorText(error, t('contact-form.status.genericError'), (field) =>
          FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : undefined,
        )
      : status === 'sending'
        ? t('contact-form.submit.sending')
        : '';
  const visible = status === 'error';
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      data-status={status}
      // While sending, the text is for screen readers only; the button shows it to everyone.
      className={
        visible
          ? 'scroll-mb-24 rounded-lg border-l-4 border-danger bg-red-50 px-4 py-3 font-medium text-danger'
          : 'sr-only'
      }
    >
      {text}
    </p>
  );
}
