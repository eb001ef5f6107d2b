import useSWR from 'swr';
import { fetchActiveRecipients, type Recipient } from './contact-api';

const KEY = 'api/recipients?active=true';

/**
 * The active recipients for the contact form's topic buttons. A failure is only logged
 * (SPEC §8); the form shows why it cannot be sent. Renders as "loading" on the server and in
 * the first browser render alike, so hydration matches.
 */
export function useActiveRecipients() {
  const { data, error, isValidating, mutate } = useSWR<Recipient[], unknown>(
    KEY,
    () => fetchActiveRecipients(),
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
      onError: (failure) => console.error('Could not load the contact topics', failure),
    },
  );
  return {
    // The query asks for active ones only; one that comes back inactive anyway (an older or
    // differently configured API) is not offered, since the server refuses submissions to it.
    recipients: data?.filter((recipient) => recipient.active !== false),
    failed: error !== undefined && data === undefined,
    retrying: isValidating,
    retry: () => void mutate(),
  };
}
