import { LANGUAGES } from '../../src/content/locales';
import { Marked } from 'marked';
import { gfmHeadingId } from 'marked-gfm-heading-id';
import { readSectionSchemas } from '../../src/content/node/section-schema-files';
import { CATALOGUE_PATH, examplePageUrl } from './example-pages';
import { buildCatalogue } from './write-catalogue';

/** Where the dev server serves docs/sections/*.webp for the catalogue page. */
export const CATALOGUE_IMAGES_PATH = `${CATALOGUE_PATH}/images/`;

const STYLE = `
body { max-width: 80rem; margin: 2rem auto; padding: 0 1rem; font: 16px/1.55 system-ui, sans-serif;
  color: #0f172a; }
pre { padding: 0.75rem; overflow-x: auto; background: #f1f5f9; }
code { font-family: ui-monospace, monospace; font-size: 0.9em; }
table { border-collapse: collapse; display: block; overflow-x: auto; }
th, td { padding: 0.25rem 0.5rem; border: 1px solid #cbd5e1; vertical-align: top; text-align: left; }
img { max-width: 100%; height: auto; border: 1px solid #cbd5e1; vertical-align: top; }
h2 { margin-top: 3rem; padding-top: 1rem; border-top: 2px solid #0f172a; }
.live { font-size: 0.95em; }
:target { background: #fef9c3; }
`;

const LANGUAGE_NAMES = { de: 'German', en: 'English' } as const;

/**
 * The section catalogue as a page of the dev server (/__sections): the same text as
 * docs/sections.md, built from the schemas on each request (so it is current while a schema
 * is edited), the screenshots from docs/sections/, and per section links to its example live
 * in both languages.
 */
export async function cataloguePage(root: string): Promise<string> {
  const markdown = await buildCatalogue(root);
  let body = new Marked(gfmHeadingId()).parse(markdown, { async: false });
  body = body.replaceAll('src="sections/', `src="${CATALOGUE_IMAGES_PATH}`);
  for (const { type } of readSectionSchemas(root)) {
    const links = LANGUAGES.map(
      (language) =>
        `<a href="${examplePageUrl(root, type, language)}">${LANGUAGE_NAMES[language]}</a>`,
    ).join(' · ');
    body = body.replace(
      new RegExp(`(<h2 id="${type}">[^<]*</h2>)`),
      `$1\n<p class="live">Live example: ${links}</p>`,
    );
  }
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Section catalogue</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}
