/**
 * Where a product card leads (SPEC §2): the variant's detail URL with its SKU, so the detail page
 * opens on the variant the card showed.
 */
export function productCardLink(variant: { variantURL: string; sku: string }): string {
  return `/products/${variant.variantURL.replace(/^\/+/, '')}?sku=${encodeURIComponent(variant.sku)}`;
}
