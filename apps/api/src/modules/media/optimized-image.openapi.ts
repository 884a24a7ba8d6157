import {
  ALLOWED_IMAGE_HEIGHTS,
  ALLOWED_IMAGE_QUALITIES,
  ALLOWED_IMAGE_WIDTHS,
  IMAGE_CROPS,
} from '@shop/catalog';

/** The operator-facing account of GET /api/images, written from the same lists the checks use. */
export const OPTIMIZED_IMAGE_DESCRIPTION = `Build the URL with optimizedImageUrl / imageSrcSet from @shop/catalog: they only make allowed renditions.

Only the renditions the storefront draws are made, so one source cannot be asked for in endless sizes:
- w: ${ALLOWED_IMAGE_WIDTHS.join(', ')} (SPEC §9's screen widths and the 32 px logo, at densities 1 and 2).
- h alone: ${ALLOWED_IMAGE_HEIGHTS.join(', ')} (the card image heights 120 and 200, at densities 1 and 2).
- w and h together: a box, filled as fit says; h is one of those heights or the height of a ${Object.keys(IMAGE_CROPS).join(', ')} crop at that width (w / ratio, rounded).
- Neither w nor h: refused. The original size is not offered: a large source would be decoded and re-encoded whole for no layout.
- q: ${ALLOWED_IMAGE_QUALITIES.join(', ')}.

Anything else is refused with 400 INVALID_IMAGE_PARAMS, naming the parameter and the values allowed.

New renditions are made a few at a time (one per spare core, at most half of libuv's thread pool) with a short queue behind them, so image work cannot starve static files and other requests. Past that queue the answer is 503 IMAGE_BUSY with Retry-After. A request for a rendition that is already being made waits for it and takes no place in the queue.`;
