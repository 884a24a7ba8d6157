/**
 * A failure the storefront itself detected whose message is written for the shopper, so forms show
 * it as is (unlike a network error, whose message is the browser's).
 */
export class ShopperFacingError extends Error {}
