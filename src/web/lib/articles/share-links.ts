/**
 * Share addresses with the page URL encoded (SPEC §7). Built from the site origin, not from
 * window.location, so the server and the browser render the same links.
 */
export function shareLinks(pageUrl: string, title: string) {
  const url = encodeURIComponent(pageUrl);
  return {
    // The title's soft hyphens (line breaking on the page) stay out of the shared text.
    twitter: `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(title.replace(/\u00AD/g, ''))}`,
    linkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
  };
}
