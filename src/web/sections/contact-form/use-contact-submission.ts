import { useCallback, useRef, useState } from 'react';
import { ApiRequestError, toApiError, type ApiError } from '../../lib/api-error';
import { submitContactForm, type ContactSubmission } from '../../lib/contact-api';

/** SPEC §4 "Contact form status". */
export type SubmissionStatus = 'idle' | 'sending' | 'success' | 'error';

interface SubmissionState {
  status: SubmissionStatus;
  error?: ApiError;
}

/**
 * Sends one submission at a time and tracks its status; resolves true when it was accepted.
 * `language` (the page's) is the language the server words its messages in.
 */
export function useContactSubmission(language: string) {
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });
  const inFlight = useRef(false);

  const submit = useCallback(
    async (submission: ContactSubmission): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setState({ status: 'sending' });
      try {
        await submitContactForm(submission, language);
        setState({ status: 'success' });
        return true;
      } catch (failure) {
        const error =
          failure instanceof ApiRequestError
            ? failure.details
            : toApiError({
                transportMessage: failure instanceof Error ? failure.message : undefined,
              });
        setState({ status: 'error', error });
        return false;
      } finally {
        inFlight.current = false;
      }
    },
    [language],
  );

  /** Back to idle: the form is shown again after a success (`Send another message`). */
  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { ...state, submit, reset };
}
