import type { Language } from '../../content/locales';
import { STARTUP_MODULES_ID } from './startup-loading';

export interface DocumentParts {
  language: Language;
  head: string;
  body: string;
  /** Module scripts (the client entry). */
  scripts: string[];
  styles: string[];
  /**
   * Chunks the page needs to hydrate. Listed as data, not as modulepreload links: the entry
   * fetches them after the first paint (see entry-client.tsx).
   */
  modulePreloads?: string[];
  fontPreloads?: string[];
}

/** The HTML document around a rendered page; used by the prerender and the dev server. */
export function renderDocument(parts: DocumentParts): string {
  const links = [
    ...(parts.fontPreloads ?? []).map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...parts.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
  ];
  if (parts.modulePreloads?.length) {
    // JSON in a data block is not run, so the CSP (no inline scripts) allows it.
    const list = JSON.stringify(parts.modulePreloads).replaceAll('<', '\\u003c');
    links.push(`<script type="application/json" id="${STARTUP_MODULES_ID}">${list}</script>`);
  }
  return `<!doctype html>
<html lang="${parts.language}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="#0a1430">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    ${parts.head}
    ${links.join('\n    ')}
    ${parts.scripts.map((src) => `<script type="module" src="${src}"></script>`).join('\n    ')}
  </head>
  <body>
    <div id="root">${parts.body}</div>
  </body>
</html>
`;
}
