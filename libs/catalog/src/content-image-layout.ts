import { imageSrcSet, optimizedImageUrl } from './image-srcset';

/*
 * How a CMS feature's image is laid out and which renditions it offers. The storefront's
 * ContentImage renders with these and the API's first view draws and preloads the very same image
 * (home's hero), so the browser fetches one rendition, once, and the app's image is the same size.
 */

/** Intrinsic width given to the img element; with the height it fixes the aspect ratio. */
export const CONTENT_IMAGE_INTRINSIC_WIDTH = 1280;

/** The `src` rendition's width: what a browser without srcset support gets. */
const CONTENT_IMAGE_FALLBACK_WIDTH = 768;

/**
 * A feature section's image: a single feature is a hero (4:3, half the page from 960 px), several
 * sit side by side as cards (16:9, one to three columns).
 */
export function featureImageLayout(hero: boolean): { aspectRatio: number; sizes: string } {
  return hero
    ? { aspectRatio: 4 / 3, sizes: '(min-width: 960px) 50vw, 100vw' }
    : { aspectRatio: 16 / 9, sizes: '(min-width: 960px) 33vw, (min-width: 768px) 50vw, 100vw' };
}

/** The img attributes of a CMS image cropped to `aspectRatio`: src, srcset over SPEC §9's widths, width and height. */
export function contentImageAttributes(
  url: string,
  aspectRatio: number,
): { src: string; srcSet: string; width: number; height: number } {
  return {
    src: optimizedImageUrl(url, {
      width: CONTENT_IMAGE_FALLBACK_WIDTH,
      height: Math.round(CONTENT_IMAGE_FALLBACK_WIDTH / aspectRatio),
    }),
    srcSet: imageSrcSet(url, { aspectRatio }),
    width: CONTENT_IMAGE_INTRINSIC_WIDTH,
    height: Math.round(CONTENT_IMAGE_INTRINSIC_WIDTH / aspectRatio),
  };
}
