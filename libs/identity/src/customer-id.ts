/** Prefix of a customer's public id, as the hosted e-commerce platform wrote its ids. */
export const CUSTOMER_GID_PREFIX = 'gid://shop/Customer/';

/** The public id of a customer ('gid://shop/Customer/{id}'). */
export function customerGid(customerId: string): string {
  return `${CUSTOMER_GID_PREFIX}${customerId}`;
}

/**
 * The customer id inside a public id, or the value itself when it carries no prefix (SPEC §9: the
 * og_auth cookie uses the customer id with its gid prefix removed).
 */
export function customerIdOf(publicId: string): string {
  return publicId.startsWith(CUSTOMER_GID_PREFIX) ? publicId.slice(CUSTOMER_GID_PREFIX.length) : publicId;
}
