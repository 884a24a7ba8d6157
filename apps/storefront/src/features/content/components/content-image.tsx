import { contentImageAttributes } from '@shop/catalog';
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

/**
 * A CMS image through the optimisation path with a srcset over SPEC §9's widths and densities,
 * cropped to a fixed aspect ratio and with width/height set, so nothing shifts when it arrives.
 * The attributes come from libs/catalog (contentImageAttributes), which the API's first view of
 * the home page draws and preloads with too.
 */
export function ContentImage({ image, aspectRatio, sizes, priority = false, className }: ContentImageProps) {
  const { src, srcSet, width, height } = contentImageAttributes(image.url, aspectRatio);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
