import type { Page } from '@playwright/test';

/**
 * A PNG scaled to `width` and encoded as WebP by the browser's canvas: small files without an
 * image library or an external tool.
 */
export async function shrinkToWebp(page: Page, png: Buffer, width: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ source, targetWidth }) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const scale = Math.min(1, targetWidth / image.naturalWidth);
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(image.naturalWidth * scale);
      canvas.height = Math.round(image.naturalHeight * scale);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL('image/webp', 0.8);
    },
    { source: `data:image/png;base64,${png.toString('base64')}`, targetWidth: width },
  );
  if (!dataUrl.startsWith('data:image/webp;base64,'))
    throw new Error('this browser cannot encode WebP');
  return Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64');
}
