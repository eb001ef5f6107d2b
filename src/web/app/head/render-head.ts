import { HEAD_MARKER, type HeadTag } from './route-head';

const escapeAttr = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeHtml = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head as HTML, for the prerender. */
export function renderHeadTags(head: { title: string; tags: HeadTag[] }): string {
  const tags = head.tags.map((t) => {
    const attrs = Object.entries(t.attrs)
      .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
      .join('');
    if (t.tag === 'script')
      return `<script ${HEAD_MARKER}${attrs}>${(t.content ?? '').replace(/</g, '\\u003c')}</script>`;
    return `<${t.tag} ${HEAD_MARKER}${attrs}>`;
  });
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags].join('\n    ');
}
