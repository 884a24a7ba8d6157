/**
 * URL segment for an option value: 'Chicken & Brown Rice' → 'chicken-and-brown-rice',
 * '5.5 oz, 24 Pack' → '5-5-oz-24-pack', 'Pâté' → 'pate'. Listing filters and facets use the same
 * segment, so a facet value always matches the variant URLs it counts.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A variant's detail route after /products/ (SPEC §2 route /products/{brand}/{handle}/{flavor}/{size}),
 * which the product card links to with ?sku=.
 */
export function buildVariantUrl(
  brandHandle: string,
  productHandle: string,
  flavor: string,
  size: string,
): string {
  return [brandHandle, productHandle, slugify(flavor), slugify(size)].join('/');
}

/** Where the project's packshot of a product is served (the media module serves /media/**). */
export function productImageUrl(productHandle: string): string {
  return `/media/products/${productHandle}.svg`;
}
