type Sanitize = (html: string) => string;

/**
 * Article HTML is sanitised before it reaches the page, with the same DOMPurify configuration on
 * both sides so the prerendered HTML and the hydrated page match: jsdom's window in Node, the
 * real window in the browser. `import.meta.env.SSR` is a build-time constant, so the client
 * build drops the Node branch (and jsdom with it).
 */
export async function loadArticleSanitizer(): Promise<Sanitize> {
  const purifier = import.meta.env.SSR
    ? await import('./purifier-node')
    : await import('./purifier-browser');
  return purifier.sanitize;
}

export async function sanitizeArticleHtml(html: string): Promise<string> {
  return (await loadArticleSanitizer())(html);
}
