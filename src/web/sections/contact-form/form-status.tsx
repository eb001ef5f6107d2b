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
 * The outcome of a send, in a live region that exists from the first render so screen readers
 * announce each change (sending, then the outcome). Green for success, red for an error (SPEC §8).
 */
export function FormStatus({ status, error, ref }: FormStatusProps) {
  const { t } = useTranslation();
  const text =
    status === 'success'
      ? t('contact-form.status.success')
      : status === 'error'
        ? submitErrorText(error, t('contact-form.status.genericError'), (field) =>
            FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : undefined,
          )
        : status === 'sending'
          ? t('contact-form.submit.sending')
          : '';
  const visible = status === 'success' || status === 'error';
  const tone =
    status === 'success'
      ? 'border-success bg-green-50 text-success'
      : 'border-danger bg-red-50 text-danger';
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      data-status={status}
      // While sending, the text is for screen readers only; the button shows it to everyone.
      className={
        visible ? `scroll-mb-24 rounded-lg border-l-4 px-4 py-3 font-medium ${tone}` : 'sr-only'
      }
    >
      {text}
    </p>
  );
}
