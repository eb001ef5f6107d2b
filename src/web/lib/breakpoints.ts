/**
 * The `twocol` breakpoint (SPEC §2's two-column switch, 1262 px) for code that needs it as a
 * media query. Its one definition is `--breakpoint-twocol` in styles.css; a test
 * (tests/web/breakpoints.test.ts) fails when the two differ.
 */
export const TWOCOL_MIN_WIDTH = '78.875rem';

/** Matches from the two-column width up (Tailwind's `twocol:`). */
export const TWOCOL_QUERY = `(min-width: ${TWOCOL_MIN_WIDTH})`;
