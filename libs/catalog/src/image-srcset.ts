import {
  allowedImageBox,
  allowedImageQuality,
  allowedImageWidth,
  DEFAULT_IMAGE_QUALITY,
  IMAGE_DENSITIES,
  IMAGE_WIDTHS,
} from './image-rendition-allowance';

export const IMAGE_FORMATS = ['webp', 'avif', 'png', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const DEFAULT_IMAGE_FORMAT: ImageFormat = 'webp';

export const IMAGE_FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];
export const DEFAULT_IMAGE_FIT: ImageFit = 'cover';

export const IMAGE_OPTIMIZATION_PATH = '/api/images';

export interface ImageUrlOptions {
  /** Moved up to an allowed width (ALLOWED_IMAGE_WIDTHS). */
  width: number;
  /** Kept in proportion when the box is allowed, else dropped (see allowedImageBox). */
  height?: number;
  format?: ImageFormat;
  /** Moved to the nearest allowed quality (ALLOWED_IMAGE_QUALITIES). */
  quality?: number;
  fit?: ImageFit;
  /** A hex colour, with or without '#', for `contain` padding and JPEG flattening. */
  background?: string;
}

/**
 * The optimisation-path URL of one rendition. Sizes and quality are moved to ones the image path
 * allows (image-rendition-allowance), so every URL built here is served rather than refused.
 * Parameters equal to the server's defaults are left out, so one rendition always has one URL
 * and browser and CDN caches hit.
 */
export function optimizedImageUrl(src: string, options: ImageUrlOptions): string {
  const box = allowedImageBox(options.width, options.height);
  const params = new URLSearchParams({ src, w: String(box.width) });
  if (box.height !== undefined) params.set('h', String(box.height));
  if (options.format && options.format !== DEFAULT_IMAGE_FORMAT) params.set('format', options.format);
  const quality = options.quality === undefined ? undefined : allowedImageQuality(options.quality);
  if (quality !== undefined && quality !== DEFAULT_IMAGE_QUALITY) params.set('q', String(quality));
  if (options.fit && options.fit !== DEFAULT_IMAGE_FIT) params.set('fit', options.fit);
  if (options.background) params.set('bg', options.background.replace(/^#/, '').toLowerCase());
  return `${IMAGE_OPTIMIZATION_PATH}?${params.toString()}`;
}

export interface ImageSrcSetOptions extends Omit<ImageUrlOptions, 'width' | 'height'> {
  /** Layout widths for a fluid image (`w` descriptors); default IMAGE_WIDTHS. */
  widths?: readonly number[];
  densities?: readonly number[];
  /** A fixed CSS width: the set uses `x` descriptors, one per density, instead of widths. */
  width?: number;
  /** width / height; every candidate gets the matching height when that box is allowed (allowedImageBox). */
  aspectRatio?: number;
}

/**
 * A `srcset` value. For a fluid image every layout width is offered at every density (a 2x
 * phone needs the 640 rendition of a 320 slot), moved up to allowed widths, deduplicated and
 * sorted, as `w` candidates the browser picks from with `sizes`. For a fixed `width`, one `x`
 * candidate per density, leaving out a density whose rendition is already offered (past the
 * largest allowed width both densities would get the same one).
 */
export function imageSrcSet(src: string, options: ImageSrcSetOptions = {}): string {
  const { widths = IMAGE_WIDTHS, densities = IMAGE_DENSITIES, width, aspectRatio, ...rest } = options;
  const rendition = (w: number) =>
    optimizedImageUrl(src, { ...rest, width: w, ...(aspectRatio ? { height: w / aspectRatio } : {}) });
  if (width !== undefined) {
    const byUrl = new Map<string, number>();
    for (const d of densities) {
      const url = rendition(width * d);
      if (!byUrl.has(url)) byUrl.set(url, d);
    }
    return [...byUrl].map(([url, d]) => `${url} ${d}x`).join(', ');
  }
  const candidates = [...new Set(widths.flatMap((w) => densities.map((d) => allowedImageWidth(w * d))))].sort(
    (a, b) => a - b,
  );
  return candidates.map((w) => `${rendition(w)} ${w}w`).join(', ');
}
