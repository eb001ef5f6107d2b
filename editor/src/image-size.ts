/** A picture's size in pixels, as the image fields' width and height want it. */
export interface ImageSize {
  width: number;
  height: number;
}

const length = (value: string | null): number | null => {
  // "640", "640px"; percentages and other units say nothing about pixels.
  const match = /^\s*([\d.]+)\s*(px)?\s*$/.exec(value ?? '');
  const number = match ? Number(match[1]) : NaN;
  return Number.isFinite(number) && number > 0 ? number : null;
};

/** An svg's size: its width and height attributes, else its viewBox's (the drawing's units). */
export function svgSize(text: string): ImageSize | null {
  const svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
  if (svg.nodeName.toLowerCase() !== 'svg') return null;
  const box = (svg.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [boxWidth, boxHeight] = box.length === 4 && box.every(Number.isFinite) ? box.slice(2) : [];
  let width = length(svg.getAttribute('width'));
  let height = length(svg.getAttribute('height'));
  // One of the two given: the other follows the viewBox's proportions.
  if (boxWidth && boxHeight) {
    if (width && !height) height = (width * boxHeight) / boxWidth;
    if (height && !width) width = (height * boxWidth) / boxHeight;
    width ??= boxWidth;
    height ??= boxHeight;
  }
  return width && height
    ? { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) }
    : null;
}

/** The size of a picture file (png, jpg, webp: decoded by the browser; svg: read from its text). */
export async function imageSize(blob: Blob, name: string): Promise<ImageSize | null> {
  try {
    if (/\.svg$/i.test(name) || blob.type === 'image/svg+xml') return svgSize(await blob.text());
    const bitmap = await createImageBitmap(blob);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size.width > 0 && size.height > 0 ? size : null;
  } catch {
    return null;
  }
}

/** The size of a picture the editor's server serves (a file of public/ or a held upload). */
export async function imageSizeAt(path: string): Promise<ImageSize | null> {
  const response = await fetch(path).catch(() => null);
  return response?.ok ? imageSize(await response.blob(), path) : null;
}
