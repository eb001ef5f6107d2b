import { createHash } from 'node:crypto';
import type { Language } from '../../locales';
import type { TextLookup } from './texts';

/** The size share previews use (Open Graph, X/Twitter "summary_large_image"). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** A picture the build draws for a page (scripts/build/share-images.ts). */
export interface GeneratedShareImage {
  url: string;
  language: Language;
  eyebrow: string;
  title: string;
  productName: string;
}

interface PageLike {
  meta?: { title?: string; image?: string };
  sections?: ReadonlyArray<{ props?: object }>;
}

/**
 * The words a page's picture shows: its first section's eyebrow and title (the hero every page
 * starts with), else the page title. Null when the page file names its own picture.
 */
export function shareImageWords(
  page: PageLike,
  text: TextLookup,
): { eyebrow: string; title: string } | null {
  if (page.meta?.image) return null;
  const first = page.sections?.[0]?.props as { eyebrow?: unknown; title?: unknown } | undefined;
  const textOf = (key: unknown) => (typeof key === 'string' ? text(key) : undefined);
  const title = textOf(first?.title) ?? textOf(page.meta?.title) ?? '';
  return { eyebrow: textOf(first?.eyebrow) ?? '', title };
}

/**
 * The page's generated picture: named by page file, language and a hash of everything drawn
 * (texts, product name, design version), so a changed text gets a new URL (share previews cache
 * by URL) and an unchanged one is not drawn again.
 */
export function generatedShareImage(
  file: string,
  language: Language,
  words: { eyebrow: string; title: string },
  productName: string,
  designVersion: string,
): GeneratedShareImage {
  const hash = createHash('sha256')
    .update(JSON.stringify([designVersion, language, productName, words.eyebrow, words.title]))
    .digest('base64url')
    .slice(0, 10)
    // `-` and `_` are fine in URLs, but keep names to letters and digits for every file system.
    .replace(/[-_]/g, '0');
  return {
    url: `/images/share/pages/${file}.${language}.${hash}.png`,
    language,
    productName,
    ...words,
  };
}

/** Words for people and crawlers: no soft hyphens, no no-break spaces. */
export const plainText = (text: string) => text.replace(/\u00AD/g, '').replace(/\u00A0/g, ' ');

/** The alt text of a generated picture: what it says. */
export function generatedShareImageAlt(image: GeneratedShareImage): string {
  return plainText([image.eyebrow, image.title, image.productName].filter(Boolean).join(' – '));
}
