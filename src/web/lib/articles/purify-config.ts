import type { Config } from 'dompurify';
import {
  ARTICLE_HTML_ATTRIBUTES,
  ARTICLE_HTML_TAGS,
  ARTICLE_LINK_PATTERN,
} from '../../../content/article-html';

/** The same allow-list the validator enforces; DOMPurify drops everything else. */
export const ARTICLE_PURIFY_CONFIG: Config = {
  ALLOWED_TAGS: [...ARTICLE_HTML_TAGS],
  ALLOWED_ATTR: [...ARTICLE_HTML_ATTRIBUTES],
  ALLOWED_URI_REGEXP: ARTICLE_LINK_PATTERN,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};
