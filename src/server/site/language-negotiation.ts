import type { IncomingHttpHeaders } from 'node:http';

export type SiteLanguage = 'de' | 'en';

/**
 * SPEC §4 applied on the server for unprefixed (German) URLs: the saved choice (mirrored by the
 * front end into a `locale` cookie) wins; without one, the visitor's first Accept-Language decides
 * (German if it starts with "de", English otherwise); with neither (crawlers) it is German.
 */
export function negotiateLanguage(headers: IncomingHttpHeaders): SiteLanguage {
  const saved = localeCookie(headers.cookie);
  if (saved) return saved;
  return germanFirst(headers['accept-language']) === false ? 'en' : 'de';
}

/**
 * Whether the visitor's most preferred language is German (its tag starts with "de"); undefined
 * when the header names none. The one reading of Accept-Language for pages and API messages.
 */
export function germanFirst(header: string | string[] | undefined): boolean | undefined {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text === undefined) return undefined;
  // Browsers send a handful of distinct short values: each is read once (reading it on every page
  // answer cost about 1 % of the server's CPU). A long one is not kept: memory stays bounded.
  if (text.length > MAX_READ_LENGTH) return readGermanFirst(text);
  if (!readings.has(text)) {
    if (readings.size >= MAX_READINGS) readings.clear();
    readings.set(text, readGermanFirst(text));
  }
  return readings.get(text);
}

const readings = new Map<string, boolean | undefined>();
const MAX_READINGS = 1_000;
const MAX_READ_LENGTH = 200;

const readGermanFirst = (text: string) =>
  firstAcceptedLanguage(text)?.toLowerCase().startsWith('de');

function localeCookie(header: string | undefined): SiteLanguage | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() !== 'locale') continue;
    const value = rest.join('=').trim().replace(/^"|"$/g, '').toLowerCase();
    // Only a valid choice counts; anything else is treated like no saved choice.
    if (value === 'de' || value === 'en') return value;
  }
  return undefined;
}

/** The most preferred language tag; the order given breaks ties between equal q-values. */
function firstAcceptedLanguage(text: string): string | undefined {
  if (!text.trim()) return undefined;
  let best: { tag: string; q: number } | undefined;
  for (const entry of text.split(',')) {
    const [tagPart, ...params] = entry.split(';');
    const tag = tagPart?.trim();
    if (!tag) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best?.tag;
}
