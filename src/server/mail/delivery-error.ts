/**
 * A short, personal-data-free description of a failed delivery for the last_error column and
 * the log. SMTP error *texts* can quote addresses ("<jane@...>: mailbox unavailable"), so only
 * codes are kept.
 */
const SMTP_COMMAND = /^(CONN|EHLO|HELO|LHLO|STARTTLS|AUTH|MAIL FROM|RCPT TO|DATA|API)\b/;

export function describeDeliveryError(error: unknown): string {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
  const parts = [typeof e.code === 'string' ? e.code : 'ERROR'];
  if (typeof e.responseCode === 'number') parts.push(`SMTP ${e.responseCode}`);
  const command = typeof e.command === 'string' ? SMTP_COMMAND.exec(e.command)?.[0] : undefined;
  if (command) parts.push(`during ${command}`);
  return parts.join(' ');
}

/** No SMTP reply at all means the server is unreachable; the rest of a batch would fail the same way. */
export function isConnectionFailure(error: unknown): boolean {
  return typeof (error as { responseCode?: unknown } | null)?.responseCode !== 'number';
}

/** Exponential backoff: base, 2*base, 4*base ... capped at max. */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  return Math.min(maxMs, baseMs * 2 ** exponent);
}

/** A 5xx SMTP reply (550 mailbox unavailable, 553 address refused ...) will not change on retry. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
