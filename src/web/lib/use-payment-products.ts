import useSWRImmutable from 'swr/immutable';
import { paymentProductsUrl } from './payment-products';

/** SPEC §7/§9: calls give up after 30 s. */
const TIMEOUT_MS = 30_000;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`payment products: HTTP ${response.status}`);
  return (await response.json()) as unknown;
}

/**
 * The app's payment product list, fetched once per page load: immutable (no refetch on focus,
 * reconnect or remount) and no retries, since the cards have a fallback. Nothing is fetched
 * while `enabled` is false (e.g. the tab showing the cards is not open), nor on the server.
 */
export function usePaymentProducts(
  appOrigin: string,
  enabled = true,
): { data?: unknown; error?: unknown } {
  const { data, error } = useSWRImmutable<unknown, unknown>(
    enabled ? paymentProductsUrl(appOrigin) : null,
    fetchJson,
    { shouldRetryOnError: false },
  );
  return { data, error };
}
