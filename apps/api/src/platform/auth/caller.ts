import type { SiteId } from '@shop/identity';

/**
 * Who an account belongs to: a consumer of the consumer site, or a staff member signed in through
 * the identity provider. Declared here, not by identity, because the guard decides by it.
 */
export type CallerKind = 'consumer' | 'staff';

/** The signed-in customer of a request, as @CurrentCaller() gives it. */
export interface Caller {
  /** Row id (UUID): scope queries with it (`WHERE customer_id = :customerId`). */
  customerId: string;
  /** 'gid://shop/Customer/{customerId}', for answers. */
  publicId: string;
  site: SiteId;
  kind: CallerKind;
  sessionId: string;
  /** The identity provider's ID token (staff only): RP-initiated logout, the clinic calls' `jwt`. */
  idToken?: string;
}
