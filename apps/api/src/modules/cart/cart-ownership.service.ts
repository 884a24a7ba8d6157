import { Injectable } from '@nestjs/common';
import { salesAttributesFor } from '@shop/cart';
import { UnauthorizedError } from '../../platform/errors/app-error';
import { type CustomerRecord, CustomersService, SessionService } from '../identity';
import type { CartCaller } from './cart-caller';
import type { CartAttribute } from './cart.schema';

/**
 * Who a cart belongs to when a call makes it someone's (create-cart, buyer identity), and the
 * sales attributes (SPEC §6) an owned cart carries.
 */
@Injectable()
export class CartOwnershipService {
  constructor(
    private readonly customers: CustomersService,
    private readonly sessions: SessionService,
  ) {}

  /**
   * The customerAccessToken's customer when one is sent (a live session of this site, and the
   * caller's own when signed in: 401 INVALID_CUSTOMER_ACCESS_TOKEN otherwise), else the signed-in
   * caller, else nobody.
   */
  async ownerFor(
    caller: CartCaller,
    customerAccessToken: string | null | undefined,
  ): Promise<CustomerRecord | undefined> {
    let customerId = caller.customerId;
    if (customerAccessToken) {
      const session = await this.sessions.resolve(customerAccessToken);
      if (
        !session ||
        session.caller.site !== caller.site ||
        (caller.customerId !== null && caller.customerId !== session.caller.customerId)
      )
        throw new UnauthorizedError(
          'INVALID_CUSTOMER_ACCESS_TOKEN',
          'customerAccessToken is not a live session of this site and caller',
        );
      customerId = session.caller.customerId;
    }
    if (customerId === null) return undefined;
    const customer = await this.customers.findById(customerId);
    if (!customer) throw new UnauthorizedError('SIGNED_OUT', 'Sign in again: this account no longer exists');
    return customer;
  }

  salesAttributes(caller: CartCaller, owner: CustomerRecord): CartAttribute[] {
    return salesAttributesFor({ site: caller.site, acceptsMarketing: owner.acceptsMarketing });
  }
}
