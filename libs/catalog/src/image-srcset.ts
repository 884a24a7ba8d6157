/** SPEC §9 image screen widths, by breakpoint name. */
export const IMAGE_SCREEN_WIDTHS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;

/** The widths a responsive image is offered in (SPEC §9), smallest first. */
export const IMAGE_WIDTHS: readonly number[] = Object.values(IMAGE_SCREEN_WIDTHS);

/** Pixel densities a fixed-size image is offered in (SPEC §9). */
export const IMAGE_DENSITIES: readonly number[] = [1, 2];

export const IMAGE_FORMATS = ['webp', 'avif', 'png', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const DEFAULT_IMAGE_FORMAT: ImageFormat = 'webp';

export const IMAGE_FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];
export const DEFAULT_IMAGE_FIT: ImageFit = 'cover';

export const DEFAULT_IMAGE_QUALITY = 75;
/** The image path refuses larger widths and heights; candidates past it are left out. */
export const IMAGE_MAX_DIMENSION = 4096;

export const IMAGE_OPTIMIZATION_PATH = '/api/images';

export interface ImageUrlOptions {
  width: number;
  height?: number;
  format?: ImageFormat;
  /** 1..100. */
  quality?: number;
  fit?: ImageFit;
  /** A hex colour, with or without '#', for `contain` padding and JPEG flattening. */
  background?: string;
}

/**
 * The optimisation-path URL of one rendition. Parameters equal to the server's defaults are left
 * out, so one rendition always has one URL and browser and CDN caches hit.
 */
export function optimizedImageUrl(src: string, options: ImageUrlOptions): string {
  const params = new URLSearchParams({ src, w: String(options.width) });
  if (options.height !== undefined) params.set('h', String(options.height));
  if (options.format && options.format !== DEFAULT_IMAGE_FORMAT) params.set('format', options.format);
  if (options.quality !== undefined && options.quality !== DEFAULT_IMAGE_QUALITY) {
    params.set('q', String(options.quality));
  }
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
  /** width / height; when given every candidate gets a matching height. */
  aspectRatio?: number;
}

/**
 * A `srcset` value. For a fluid image every layout width is offered at every density (a 2x
 * phone needs the 640 rendition of a 320 slot), deduplicated and sorted, as `w` candidates the
 * browser picks from with `sizes`. For a fixed `width`, one `x` candidate per density.
 */
export function imageSrcSet(src: string, options: ImageSrcSetOptions = {}): string {
  const { widths = IMAGE_WIDTHS, densities = IMAGE_DENSITIES, width, aspectRatio, ...rest } = options;
  const rendition = (w: number) =>
    optimizedImageUrl(src, {
      ...rest,
      width: w,
      ...(aspectRatio ? { height: Math.round(w / aspectRatio) } : {}),
    });
  if (width !== undefined) {
    return densities
      .filter((d) => Math.round(width * d) <= IMAGE_MAX_DIMENSION)
      .map((d) => `${rendition(Math.round(width * d))} ${d}x`)
      .join(', ');
  }
  const candidates = [...new Set(widths.flatMap((w) => densities.map((d) => Math.round(w * d))))]
    .filter((w) => w <= IMAGE_MAX_DIMENSION)
    .sort((a, b) => a - b);
  return candidates.map((w) => `${rendition(w)} ${w}w`).join(', ');
}
