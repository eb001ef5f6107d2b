/** "01", "02", ... for blocks from `firstNumbered` on; earlier blocks have no number. */
export function blockNumber(position: number, firstNumbered: number): string | null {
  if (position < firstNumbered) return null;
  return String(position - firstNumbered + 1).padStart(2, '0');
}
