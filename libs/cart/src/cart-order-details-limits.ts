/**
 * The limits of what a shopper types into the cart (SPEC §7 update-cart-note and
 * update-cart-discount-codes): the API validates against them and the cart page shows them, so a
 * shopper is never refused for a length the page allowed.
 */
export const CART_NOTE_MAX_LENGTH = 1000;
export const MAX_DISCOUNT_CODES = 5;
export const DISCOUNT_CODE_MAX_LENGTH = 64;
