import { distance } from 'fastest-levenshtein';

/** The closest candidate to `input`, if it is close enough to be a plausible typo. */
export function closest(input: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const lower = input.toLowerCase();
  for (const candidate of candidates) {
    const d = distance(lower, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (best === undefined) return undefined;
  const allowed = Math.max(2, Math.floor(Math.max(input.length, best.length) / 3));
  return bestDistance <= allowed ? best : undefined;
}

export function didYouMean(input: string, candidates: Iterable<string>): string | undefined {
  const match = closest(input, candidates);
  return match === undefined ? undefined : `did you mean "${match}"?`;
}

/**
 * The text key `key` was probably meant to be: the closest candidate, if the edit is small for
 * the key's last part (where typos happen: `hero.titel` -> `hero.title`), not merely small next
 * to the whole key (`culture.title` and `culture.text` are different texts, not a typo).
 * Keys that differ only in their numbers (`q1`, `q2`) are siblings, never typos.
 */
export function closestKey(key: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === key || withoutDigits(candidate) === withoutDigits(key)) continue;
    const d = distance(key, candidate);
    const lastPart = Math.max(lastSegment(key).length, lastSegment(candidate).length);
    if (d <= Math.max(2, Math.floor(lastPart / 3)) && d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

function lastSegment(key: string): string {
  return key.slice(key.lastIndexOf('.') + 1);
}

function withoutDigits(key: string): string {
  return key.replace(/\d+/g, '#');
}
