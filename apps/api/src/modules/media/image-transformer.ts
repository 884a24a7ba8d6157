import { Inject, Injectable } from '@nestjs/common';
import { ALLOWED_IMAGE_WIDTHS, type ImageFit, type ImageFormat } from '@shop/catalog';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { ImageNotDecodableError, ImageTooLargeError, ImageUnsupportedTypeError } from './media-errors';
import { TRANSFORM_CAPACITY } from './media.tokens';
import type { TransformCapacity } from './transform-capacity';

export interface TransformSpec {
  width?: number;
  height?: number;
  format: ImageFormat;
  quality: number;
  fit: ImageFit;
  /** Parsed `bg`; undefined means transparent (and white under JPEG, which has no alpha). */
  background?: RgbaColour;
}

export interface RgbaColour {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

/** Raster formats we decode, plus SVG, which is rasterised. */
const INPUT_FORMATS = new Set(['svg', 'png', 'jpeg', 'webp', 'heif', 'gif']);
/** 64 megapixels in: a large camera photo as a source, short of a decompression bomb. */
export const MAX_PIXELS = 64 * 1024 * 1024;
/**
 * Out: the widest allowed rendition of an image up to twice as tall as wide (3072 x 6144, about
 * 75 MB of pixels while encoding). A w alone keeps the source's shape, so without this a tall
 * source at the widest width would be a rendition of hundreds of megabytes.
 */
const WIDEST = ALLOWED_IMAGE_WIDTHS[ALLOWED_IMAGE_WIDTHS.length - 1];
export const MAX_OUTPUT_PIXELS = WIDEST * WIDEST * 2;
const TRANSPARENT: RgbaColour = { r: 0, g: 0, b: 0, alpha: 0 };
const WHITE: RgbaColour = { r: 255, g: 255, b: 255, alpha: 1 };
/** AVIF at its default effort (4) takes about 1.5 s for a 1536-wide rendition here; effort 2 about 0.28 s. */
const AVIF_EFFORT = 2;

/**
 * The one place sharp is called. Decodes, resizes and encodes. An SVG is rasterised straight
 * at the requested size (libvips scales vectors on load), so 2x renditions stay crisp.
 * Callers bound how many transforms run at once (TransformSlots); this bounds each one's threads.
 */
@Injectable()
export class ImageTransformer {
  constructor(@Inject(TRANSFORM_CAPACITY) capacity: TransformCapacity) {
    sharp.concurrency(capacity.sharpThreads);
    // libvips' operation cache keys on the input buffer, and every transform reads a fresh one:
    // it would hold up to 50 MB of decoded images for no hits. Renditions are cached whole above.
    sharp.cache(false);
  }

  async transform(input: Buffer, spec: TransformSpec): Promise<Buffer> {
    checkPixelBudget(await readMetadata(input), spec);
    try {
      return await pipeline(input, spec).toBuffer();
    } catch (error) {
      throw new ImageNotDecodableError(`The image could not be converted: ${(error as Error).message}`);
    }
  }
}

async function readMetadata(input: Buffer): Promise<Metadata> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageNotDecodableError('The source is not an image we can read');
  }
  if (!meta.format || !INPUT_FORMATS.has(meta.format)) {
    throw new ImageUnsupportedTypeError(`Images of type ${meta.format ?? 'unknown'} are not supported`);
  }
  if (!meta.width || !meta.height) throw new ImageNotDecodableError('The image has no size');
  return meta;
}

/** Refuses, before any pixel is decoded, work whose input or output would not fit the budget. */
function checkPixelBudget(meta: Metadata, spec: TransformSpec): void {
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (meta.format !== 'svg' && width * height > MAX_PIXELS) {
    throw new ImageTooLargeError(`The image is ${width}x${height}, over ${MAX_PIXELS} pixels`);
  }
  const out = expectedOutputSize(width, height, spec);
  if (out.width * out.height > MAX_OUTPUT_PIXELS) {
    throw new ImageTooLargeError(
      `The rendition would be ${out.width}x${out.height}, over ${MAX_OUTPUT_PIXELS} pixels`,
    );
  }
}

/** The size sharp's resize will produce, so an absurd request (fit=outside on a sliver) is refused up front. */
export function expectedOutputSize(
  width: number,
  height: number,
  spec: Pick<TransformSpec, 'width' | 'height' | 'fit'>,
): { width: number; height: number } {
  const { width: w, height: h, fit } = spec;
  const scaled = (scale: number) => ({
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  });
  if (w && h) {
    if (fit === 'inside') return scaled(Math.min(w / width, h / height));
    if (fit === 'outside') return scaled(Math.max(w / width, h / height));
    return { width: w, height: h };
  }
  if (w) return { ...scaled(w / width), width: w };
  if (h) return { ...scaled(h / height), height: h };
  return { width, height };
}

function pipeline(input: Buffer, spec: TransformSpec): Sharp {
  let image = sharp(input, { limitInputPixels: MAX_PIXELS }).rotate();
  if (spec.width || spec.height) {
    image = image.resize({
      width: spec.width,
      height: spec.height,
      fit: spec.fit,
      // sharp flattens before it resizes, so JPEG padding must be opaque already.
      background: spec.format === 'jpeg' ? opaque(spec.background) : (spec.background ?? TRANSPARENT),
    });
  }
  switch (spec.format) {
    case 'webp':
      return image.webp({ quality: spec.quality });
    case 'avif':
      return image.avif({ quality: spec.quality, effort: AVIF_EFFORT });
    case 'png':
      // PNG is lossless; below 100 the quality buys a smaller palette image, as with the others.
      return image.png(spec.quality < 100 ? { palette: true, quality: spec.quality } : {});
    case 'jpeg':
      return image
        .flatten({ background: opaque(spec.background) })
        .jpeg({ quality: spec.quality, mozjpeg: true });
  }
}

function opaque(colour: RgbaColour | undefined): RgbaColour {
  return !colour || colour.alpha === 0 ? WHITE : { ...colour, alpha: 1 };
}

/** `bg` as sent: #rgb, #rrggbb or #rrggbbaa, the # optional (it must be %23 in a URL). */
export function parseHexColour(value: string): RgbaColour {
  let hex = value.replace(/^#/, '').toLowerCase();
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const channel = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return {
    r: channel(0),
    g: channel(2),
    b: channel(4),
    alpha: hex.length === 8 ? Math.round((channel(6) / 255) * 1000) / 1000 : 1,
  };
}
