/**
 * SPEC §4: the contact form preselects the first active recipient whose topic contains "sales"
 * (any case), otherwise the first active one; undefined only when none is active. An inactive
 * recipient is never preselected, even as the fallback: the server refuses a submission to it.
 * A recipient without the flag counts as active (the public list only holds active ones).
 */
export function defaultRecipient<T extends { topic: string; active?: boolean }>(
  recipients: readonly T[],
): T | undefined {
  const active = recipients.filter((r) => r.active !== false);
  return active.find((r) => r.topic.toLowerCase().includes('sales')) ?? active[0];
}
