import { useTranslation } from 'react-i18next';
import type { ImageRef } from '../../generated/content-types';

const DECORATIVE = 'common.image.decorative';

/**
 * How an image loads: the first screen's largest image (the LCP) at once, first and decoded with
 * the paint; every other image lazily. Shared by every `<img>` that can be the LCP.
 */
export function imageLoading(priority: boolean) {
  return {
    loading: priority ? 'eager' : 'lazy',
    decoding: priority ? 'sync' : 'async',
    fetchPriority: priority ? 'high' : 'auto',
  } as const;
}

/** An image from a page file: sized (no layout shift), lazy unless it is the page's main image. */
export function SiteImage({
  image,
  priority = false,
  className,
}: {
  image: ImageRef;
  priority?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <img
      src={image.src}
      alt={image.alt === DECORATIVE ? '' : t(image.alt)}
      width={image.width}
      height={image.height}
      {...imageLoading(priority)}
      className={className}
    />
  );
}
