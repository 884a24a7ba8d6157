import type { SiteId } from '@shop/identity';
import type { CustomerKind } from '../customers/customer-record';

/** The signed-in customer of a request, as @CurrentCaller() gives it. */
export interface Caller {
  /** Row id (UUID): scope queries with it (`WHERE customer_id = :customerId`). */
  customerId: string;
  /** 'gid://shop/Customer/{customerId}', for answers. */
  publicId: string;
  site: SiteId;
  kind: CustomerKind;
  sessionId: string;
  /** The identity provider's ID token (staff only): RP-initiated logout, the clinic calls' `jwt`. */
  idToken?: string;
}
