/**
 * Site-data files in the browser (src/content/site-data.ts), each fetched once per visit: the
 * first page's entry starts the fetches right after the first paint, a link's preload starts
 * the next page's, and the route loader then finds them done. Kept small and free of imports:
 * the entry script includes it.
 */
const cache = new Map<string, Promise<unknown>>();

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  // No such file: the caller decides (a URL no page serves, an unknown article).
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The JSON at `url`, or null for 404; a failed request is forgotten so a retry fetches again. */
export function getJson<T>(url: string): Promise<T | null> {
  let pending = cache.get(url);
  if (!pending) {
    pending = fetchJson(url);
    cache.set(url, pending);
    pending.catch(() => cache.delete(url));
  }
  return pending as Promise<T | null>;
}

/** Forgets everything (the dev server calls it when content changes). */
export function clearSiteData(): void {
  cache.clear();
}
