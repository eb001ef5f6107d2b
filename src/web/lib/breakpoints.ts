/**
 * The `twocol` breakpoint (SPEC §2's two-column switch, 1262 px) for code that needs it as a
 * media query. Its one definition is the twocol breakpoint in theme.css's `@theme`; a test
 * (tests/web/breakpoints.test.ts) fails when the two differ. (The CSS variable's full name is
 * not written here: Tailwind would find it in this file and add the variable to the CSS.)
 */
export const TWOCOL_MIN_WIDTH = '78.875rem';

/** Matches from the two-column width up (Tailwind's `twocol:`). */
export const TWOCOL_QUERY = `(min-width: ${TWOCOL_MIN_WIDTH})`;
