import { Injectable } from '@nestjs/common';
import { checkCustomerMetafield } from '@shop/identity';
import type { Database } from '../../platform/database/database.types';
import { CustomerMetafieldsRepository } from './customer-metafields.repository';

const NAMESPACE = 'profeeding';
const KEY = 'persisted_cart_id';

/**
 * The customer's persisted cart (SPEC §3 metafield profeeding.persisted_cart_id, §4 Cart
 * lifecycle), kept by the Cart module: a signed-in customer's new cart is saved here, and a cart
 * deleted by removing its last line is forgotten. The value keeps the metafield's own rule.
 */
@Injectable()
export class PersistedCartService {
  constructor(private readonly metafields: CustomerMetafieldsRepository) {}

  /** Saves (or replaces) the customer's persisted cart id. */
  async setPersistedCart(customerId: string, cartId: string): Promise<void> {
    const checked = checkCustomerMetafield(
      { namespace: NAMESPACE, key: KEY, value: cartId },
      { kind: 'consumer' },
    );
    // A caller bug (the cart module makes the ids), never the shopper's input.
    if (!checked.ok) throw new Error(`Cannot persist cart '${cartId}': ${checked.problem.message}`);
    await this.metafields.upsert(customerId, [checked.metafield]);
  }

  /** The customer's persisted cart id, or null when none is saved. */
  async persistedCartOf(customerId: string): Promise<string | null> {
    const saved = (await this.metafields.list(customerId)).find(
      (metafield) => metafield.namespace === NAMESPACE && metafield.key === KEY,
    );
    return saved?.value ?? null;
  }

  /**
   * Forgets the persisted cart when it is still `cartId`: a cart saved since (another device's)
   * is left alone. Pass `db` to do it in the caller's transaction (checkout completing the cart).
   */
  clearPersistedCart(customerId: string, cartId: string, db?: Database): Promise<boolean> {
    return this.metafields.deleteWhenValue(customerId, NAMESPACE, KEY, cartId, db);
  }
}
