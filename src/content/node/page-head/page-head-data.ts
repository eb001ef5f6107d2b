import { readFileSync } from 'node:fs';
import type { PageHeadData, ShareImage } from '../../site-data';
import { join } from 'node:path';
import { breadcrumbList, pageBreadcrumbs } from './breadcrumbs';
import { faqPage } from './faq-page';
import { absoluteUrl, type HeadContext, type JsonLd } from './head-context';
import { organizationAndWebSite } from './organization';
import { priceList } from './price-list';
import { SHARE_IMAGE_DESIGN } from './share-image-design';
import {
  generatedShareImage,
  generatedShareImageAlt,
  plainText,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  shareImageWords,
  type GeneratedShareImage,
} from './share-image';

/**
 * Width and height of a PNG in public/ (from its header), so a page's own picture gets
 * og:image:width/height too; nothing for other formats.
 */
function pngSize(root: string, url: string): { width: number; height: number } | null {
  try {
    const header = readFileSync(join(root, 'public', url)).subarray(0, 24);
    if (header.toString('latin1', 1, 4) !== 'PNG') return null;
    return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
  } catch {
    return null;
  }
}

/**
 * Structured data is read by machines as plain words: the soft hyphens and no-break spaces the
 * texts carry for line breaking (typography.ts) go.
 */
function withPlainText<T>(value: T): T {
  if (typeof value === 'string') return plainText(value) as T;
  if (Array.isArray(value)) return value.map(withPlainText) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withPlainText(item)]),
    ) as T;
  return value;
}

/** The generated picture of a page, or null when its file names one. */
export function pageGeneratedImage(context: HeadContext): GeneratedShareImage | null {
  const words = shareImageWords(context.page, context.text);
  return words
    ? generatedShareImage(
        context.file,
        context.language,
        words,
        context.site.productName,
        SHARE_IMAGE_DESIGN,
      )
    : null;
}

/** The share picture and structured data of one page in one language. */
export function pageHeadData(context: HeadContext, root: string): PageHeadData {
  const generated = pageGeneratedImage(context);
  const title = plainText(context.text(context.page.meta.title) ?? '');
  const named = context.page.meta.image;
  const image: ShareImage = generated
    ? {
        url: generated.url,
        alt: generatedShareImageAlt(generated),
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
      }
    : { url: named ?? '', alt: title, ...pngSize(root, named ?? '') };
  const jsonLd = withPlainText([
    ...organizationAndWebSite(context),
    ...[faqPage(context)].filter((block) => block !== null),
    ...priceList(context),
    ...pageBreadcrumbs(context),
  ]);
  return { image, jsonLd };
}

/** An article's trail: Home › News › the article (the article page's JSON-LD adds it). */
export function articleBreadcrumbs(
  context: HeadContext,
  article: { title: string },
  articlePath: string,
): JsonLd {
  // The crumbs above the article are its parent's (/news), a page of its own.
  const newsPath = articlePath.slice(0, articlePath.lastIndexOf('/'));
  return withPlainText(
    breadcrumbList(context, newsPath, {
      name: article.title,
      url: absoluteUrl(context, articlePath),
    }),
  );
}
