/*
 * What the catalogue's pages say about themselves in the document head (SPEC §2 'Page titles and
 * metadata'), the same whether the storefront or the API's first view writes it.
 */

/** The products listing's title (SPEC §2 route table); its description is empty (SPEC §2). */
export const ALL_PRODUCTS_TITLE = 'Shop All Pet Food';

/** Search engines show about this many characters of a description; a product's is cut here. */
export const META_DESCRIPTION_MAX = 160;

/** A product page's meta description: the product's own description, cut to what is shown. */
export function productMetaDescription(description: string): string {
  return description.slice(0, META_DESCRIPTION_MAX);
}

/** A category or species listing's meta description, from its heading. */
export function listingMetaDescription(heading: string): string {
  return `Shop ${heading}: compare flavors and sizes, check stock at your ZIP code and get it delivered.`;
}
