/*
 * How wide product images are laid out (the `sizes` attribute) and which image a product page
 * opens with. The storefront renders with these and the API preloads and prerenders the very same
 * image, so the browser fetches one rendition, once.
 */

/** The product page's main image: full width on phones, half the page from md, 600 px from xl. */
export const PRODUCT_MAIN_IMAGE_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw';

/** The product page's main image box (CSS pixels; the aspect ratio the browser reserves). */
export const PRODUCT_MAIN_IMAGE_SIZE = 600;

/** A card's image in the grid (1 to 4 columns on the SPEC §9 breakpoints). */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 960px) 25vw, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw';

interface PageImage {
  url: string;
  alt?: string | null;
}

/**
 * The image a product page shows first for a variant: its first gallery image, else its primary
 * image, else the product's featured image (with the product's alt text).
 */
export function productPageImage(
  product: { featuredImage?: PageImage | null },
  variant: { imagePrimary?: PageImage | null; variantMediaList?: readonly PageImage[] | null } | undefined,
): PageImage | null {
  const gallery = variant?.variantMediaList?.[0];
  if (gallery) return gallery;
  const url = variant?.imagePrimary?.url ?? product.featuredImage?.url;
  return url ? { url, alt: product.featuredImage?.alt ?? null } : null;
}
