const VARIANT_GID_PREFIX = 'gid://shop/ProductVariant/';

/**
 * A variant's global id (SPEC §3 Variant adminGraphqlId), what a cart line is added with
 * (merchandiseId) and what the cart answers on its lines. Listing cards carry only the bare id to
 * stay small, so the storefront rebuilds the global id with this same rule.
 */
export function variantGid(variantId: string): string {
  return `${VARIANT_GID_PREFIX}${variantId}`;
}
