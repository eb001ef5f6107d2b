import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Marked } from 'marked';
import { gfmHeadingId } from 'marked-gfm-heading-id';

const STYLE = `
body { max-width: 50rem; margin: 2rem auto; padding: 0 1rem; font: 17px/1.6 system-ui, sans-serif;
  color: #0f172a; }
pre { padding: 0.75rem; overflow-x: auto; background: #f1f5f9; }
code { font-family: ui-monospace, monospace; font-size: 0.9em; }
table { border-collapse: collapse; } th, td { padding: 0.25rem 0.5rem; border: 1px solid #cbd5e1; }
:target { background: #fef9c3; }
`;

/**
 * docs/editing.md as a web page, so the dev overlay can link to the section about a problem
 * (`#dead-link`). Heading ids are GitHub's, so the same anchors work where the repository is
 * hosted. Read on every request: the guide may change while the dev server runs.
 */
export function editingGuidePage(root: string): string {
  const inProject = join(root, 'docs', 'editing.md');
  const file = existsSync(inProject)
    ? inProject
    : fileURLToPath(new URL('../../docs/editing.md', import.meta.url));
  const body = new Marked(gfmHeadingId()).parse(readFileSync(file, 'utf8'), { async: false });
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Editing the site without programming</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}
