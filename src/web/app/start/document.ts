import { LANGUAGE_START_SCRIPT } from '../../../content/language-start-script';
import type { Language } from '../../../content/locales';
import { routeStartHtml, type RouteStart } from './route-start';

export interface DocumentParts {
  language: Language;
  head: string;
  body: string;
  /** Module scripts (the client entry). */
  scripts: string[];
  styles: string[];
  /** What the page's JavaScript starts with: routes, and the chunks and data it fetches. */
  start: RouteStart;
  fontPreloads?: string[];
}

/** The HTML document around a rendered page; used by the prerender and the dev server. */
export function renderDocument(parts: DocumentParts): string {
  const links = [
    ...(parts.fontPreloads ?? []).map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...parts.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    // Only when not painting first (decision 007): then the chunks download with the HTML.
    ...(parts.start.eager
      ? parts.start.modules.map((href) => `<link rel="modulepreload" href="${href}">`)
      : []),
    routeStartHtml(parts.start),
  ];
  return `<!doctype html>
<html lang="${parts.language}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="#0a1430">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    ${parts.head}
    <script>${LANGUAGE_START_SCRIPT}</script>
    ${links.join('\n    ')}
    ${parts.scripts.map((src) => `<script type="module" src="${src}"></script>`).join('\n    ')}
  </head>
  <body>
    <div id="root">${parts.body}</div>
  </body>
</html>
`;
}
