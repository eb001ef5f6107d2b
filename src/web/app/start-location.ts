/**
 * How the page was first opened. start-client.tsx records it before the router starts (it may
 * move an English page served at an unprefixed URL to its /en URL), use-language-detection.ts
 * reads it once after hydration.
 */
export const startLocation = {
  /** The URL had no language prefix: SPEC §4's language rule applies to it. */
  unprefixed: false,
};
