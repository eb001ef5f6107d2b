/**
 * SPEC §4: the contact form preselects the first recipient whose topic contains "sales"
 * (any case), otherwise the first one; undefined only when there is none.
 */
export function defaultRecipient<T extends { topic: string }>(
  recipients: readonly T[],
): T | undefined {
  return recipients.find((r) => r.topic.toLowerCase().includes('sales')) ?? recipients[0];
}
