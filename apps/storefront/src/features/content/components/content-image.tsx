import { imageSrcSet, optimizedImageUrl } from '@shop/catalog';
import type { ContentImageDto } from '../model/content-types';

export interface ContentImageProps {
  image: ContentImageDto;
  /** Width / height the image is cropped to, so its box is reserved before it loads. */
  aspectRatio: number;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold (the hero): load at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
}

/** Intrinsic width given to the img element; with the height it fixes the aspect ratio. */
const INTRINSIC_WIDTH = 1280;

/**
 * A CMS image through the optimisation path with a srcset over SPEC §9's widths and densities,
 * cropped to a fixed aspect ratio and with width/height set, so nothing shifts when it arrives.
 */
export function ContentImage({ image, aspectRatio, sizes, priority = false, className }: ContentImageProps) {
  const height = Math.round(INTRINSIC_WIDTH / aspectRatio);
  return (
    <img
      className={className}
      src={optimizedImageUrl(image.url, { width: 768, height: Math.round(768 / aspectRatio) })}
      srcSet={imageSrcSet(image.url, { aspectRatio })}
      sizes={sizes}
      width={INTRINSIC_WIDTH}
      height={height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
