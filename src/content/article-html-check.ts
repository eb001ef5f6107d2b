import { ARTICLE_HTML_ATTRIBUTES, ARTICLE_HTML_TAGS, ARTICLE_LINK_PATTERN } from './article-html';

/** Something in article HTML the site will not show as written; `index` is in the HTML string. */
export interface HtmlIssue {
  rule: 'unsafe-article-html' | 'dead-link' | 'wrong-language-link';
  index: number;
  message: string;
  suggestion: string;
}

interface Attribute {
  name: string;
  value: string;
  index: number;
}

const ALLOWED_TAGS = new Set<string>(ARTICLE_HTML_TAGS);
const ALLOWED_ATTRIBUTES = new Set<string>(ARTICLE_HTML_ATTRIBUTES);
const ALLOWED_LIST = ARTICLE_HTML_TAGS.map((t) => `<${t}>`).join(', ');

/**
 * Finds scripts, event-handler attributes, javascript: URLs and anything else the sanitiser
 * would remove, so an editor learns about it at validation time instead of seeing text vanish.
 * A small tag scanner is enough: article HTML is simple, and DOMPurify still runs on display.
 */
export function checkArticleHtml(html: string): HtmlIssue[] {
  const issues: HtmlIssue[] = [];
  const tagStart = /<(\/?)([a-zA-Z][\w:-]*)/g;
  for (let match = tagStart.exec(html); match; match = tagStart.exec(html)) {
    const name = (match[2] as string).toLowerCase();
    const closing = match[1] === '/';
    const { attributes, end } = readAttributes(html, match.index + match[0].length);
    tagStart.lastIndex = end;
    if (closing) continue;
    if (name === 'script') {
      issues.push({
        rule: 'unsafe-article-html',
        index: match.index,
        message: 'a <script> element is not allowed in article content',
        suggestion: 'remove it: article content is text and links only',
      });
    } else if (!ALLOWED_TAGS.has(name)) {
      issues.push({
        rule: 'unsafe-article-html',
        index: match.index,
        message: `<${name}> is not allowed in article content (it would be removed before display)`,
        suggestion: `use only ${ALLOWED_LIST}`,
      });
    }
    for (const attribute of attributes) issues.push(...checkAttribute(attribute));
  }
  return issues;
}

function checkAttribute({ name, value, index }: Attribute): HtmlIssue[] {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) {
    return [
      {
        rule: 'unsafe-article-html',
        index,
        message: `the event-handler attribute "${name}" is not allowed in article content`,
        suggestion: 'remove it: article content cannot run code',
      },
    ];
  }
  // Browsers ignore control characters and spaces inside a URL's scheme ("java\tscript:").
  const scheme = [...decodeEntities(value)]
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
  if (/^(?:javascript|vbscript|data):/.test(scheme)) {
    return [
      {
        rule: 'unsafe-article-html',
        index,
        message: `a ${scheme.split(':')[0]}: URL is not allowed in article content`,
        suggestion:
          'link to a web page (https://...), a mail address (mailto:) or a site path (/...)',
      },
    ];
  }
  if (!ALLOWED_ATTRIBUTES.has(lower)) {
    return [
      {
        rule: 'unsafe-article-html',
        index,
        message: `the attribute "${name}" is not allowed in article content (it would be removed)`,
        suggestion: `allowed attributes: ${ARTICLE_HTML_ATTRIBUTES.join(', ')}`,
      },
    ];
  }
  if (lower === 'href' && !ARTICLE_LINK_PATTERN.test(value.trim())) {
    return [
      {
        rule: 'unsafe-article-html',
        index,
        message: `the link "${value}" would be removed (not a web page, mail address or site path)`,
        suggestion: 'write https://..., mailto:... or a path of this site such as /contact',
      },
    ];
  }
  return [];
}

/** Reads `name="value"` pairs after a tag name up to the closing `>`. */
function readAttributes(html: string, from: number): { attributes: Attribute[]; end: number } {
  const attributes: Attribute[] = [];
  let i = from;
  const skipSpace = () => {
    while (i < html.length && /[\s/]/.test(html[i] as string)) i++;
  };
  for (;;) {
    skipSpace();
    if (i >= html.length || html[i] === '>') return { attributes, end: i + 1 };
    const nameStart = i;
    while (i < html.length && !/[\s"'>/=]/.test(html[i] as string)) i++;
    if (i === nameStart) i++; // a stray quote: step over it
    const name = html.slice(nameStart, i);
    while (i < html.length && /\s/.test(html[i] as string)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && /\s/.test(html[i] as string)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !/[\s>]/.test(html[i] as string)) i++;
        value = html.slice(valueStart, i);
      }
    }
    if (name && !/^["']$/.test(name)) attributes.push({ name, value, index: nameStart });
  }
}

const NAMED: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  amp: '&',
  lpar: '(',
  rpar: ')',
};

/** Browsers decode entities in attribute values before reading a URL's scheme (`jav&#x61;script:`). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}
