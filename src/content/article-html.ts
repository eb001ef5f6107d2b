/**
 * What article HTML may contain. One list for the validator (which reports anything else) and
 * the DOMPurify configuration (which removes anything else before it reaches the page).
 */
export const ARTICLE_HTML_TAGS = [
  'p',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'strong',
  'em',
  'br',
] as const;

export const ARTICLE_HTML_ATTRIBUTES = ['href'] as const;

/** Links may go to web pages, mail addresses and paths of this site; nothing else (no javascript:). */
export const ARTICLE_LINK_PATTERN = /^(?:https?:\/\/|mailto:|\/(?!\/))/i;
