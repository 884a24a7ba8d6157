import { imageSrcSet, optimizedImageUrl } from '@shop/catalog';
import './product-image.css';

export interface ProductImageProps {
  src: string;
  alt: string;
  /** Intrinsic size for the aspect ratio, so the browser reserves the space before the image loads. */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is laid out at each breakpoint. */
  sizes: string;
  /** Above-the-fold images (the product page's main image) load eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * A product image through the optimisation path (SPEC §7, §9): a srcset over the image screen widths
 * at 1x and 2x in WebP, `sizes` so the browser fetches only what the layout needs, and width/height
 * so nothing shifts when it arrives. Letterboxed (contain) because packshots must not be cropped.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
}: ProductImageProps) {
  return (
    <img
      className={['product-image', className].filter(Boolean).join(' ')}
      src={optimizedImageUrl(src, { width, fit: 'contain' })}
      srcSet={imageSrcSet(src, { fit: 'contain' })}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
