import { DEFAULT_IMAGE_FORMAT, type ImageFormat } from '@shop/catalog';

const FALLBACK_ORDER: ImageFormat[] = ['avif', 'png', 'jpeg'];

/**
 * The format of a request that names none: SPEC §9's default (webp) unless the Accept header
 * rules it out, then the first other format the client takes. That is why every image response
 * says `vary: accept`. No Accept header at all means anything goes.
 */
export function negotiateImageFormat(accept: string | undefined): ImageFormat {
  if (!accept?.trim()) return DEFAULT_IMAGE_FORMAT;
  const weights = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [type, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(type, Number.isFinite(weight) ? weight : 0);
  }
  const takes = (format: ImageFormat) =>
    (weights.get(`image/${format}`) ?? weights.get('image/*') ?? weights.get('*/*') ?? 0) > 0;
  if (takes(DEFAULT_IMAGE_FORMAT)) return DEFAULT_IMAGE_FORMAT;
  return FALLBACK_ORDER.find(takes) ?? 'jpeg';
}
