/**
 * Redirect targets of the site's URL rules. Each segment is percent-encoded again: a decoded
 * segment such as "€" or "ä" is not a legal header byte sequence (a raw "€" made Node throw
 * ERR_INVALID_CHAR, a 500; a raw "ä" left a bare 0xE4 byte in Location).
 */
export function cleanPath(segments: string[], rawQuery: string): string {
  return `/${segments.map(encodeURIComponent).join('/')}${encodeQuery(rawQuery)}`;
}

/**
 * The query as received, with anything outside printable ASCII percent-encoded byte by byte
 * (Node hands the request line over as latin1, one character per byte).
 */
function encodeQuery(rawQuery: string): string {
  return rawQuery.replace(
    /[^\x21-\x7e]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** Control characters (raw or percent-encoded) have no place in a page URL. */
export function hasControlCharacter(rawPath: string): boolean {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return /[\x00-\x1f\x7f]|%[01][0-9a-f]|%7f/i.test(rawPath);
}

/**
 * What the site's canonical URL of a request is, or undefined when it is already canonical.
 * The target is built from the decoded segments alone (cleanPath), so it is always a path of this
 * site: one leading slash, then an encoded segment, never `//host` or `/\host`.
 */
export function canonicalRedirect(
  rawPath: string,
  segments: string[],
): { segments: string[]; status: 301 | 308 } | undefined {
  const last = segments[segments.length - 1];
  const clean = last === 'index.html' ? segments.slice(0, -1) : segments;
  // /faq/index.html served the page under a second URL (indexable, issue 27), and so did //faq,
  // /en//faq, /faq%2f and /faq%2F%2F (issue 35): one page, one URL.
  if (clean !== segments || DOUBLED_OR_ENCODED_SLASH.test(rawPath)) {
    return { segments: clean, status: 301 };
  }
  if (rawPath.length > 1 && rawPath.endsWith('/')) return { segments, status: 308 };
  return undefined;
}

const DOUBLED_OR_ENCODED_SLASH = /\/\/|%2f/i;
