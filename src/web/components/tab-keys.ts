/**
 * The keys of a horizontal WAI-ARIA tab list with automatic activation: ArrowRight and
 * ArrowLeft move to the next and previous tab (wrapping), Home and End to the first and last.
 * Returns the index of the tab a key moves to from tab `index` of `count`, or undefined for
 * any other key. Shared by the tab lists drawn by hand (decision 060: Headless UI's Tabs put
 * inline styles into the server HTML, which the CSP blocks).
 */
export function tabKeyTarget(key: string, index: number, count: number): number | undefined {
  const last = count - 1;
  if (last < 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return index >= last ? 0 : index + 1;
    case 'ArrowLeft':
      return index <= 0 ? last : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}
