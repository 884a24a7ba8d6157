import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { isStaffSite } from '@shop/identity';
import type { FastifyRequest } from 'fastify';
import { isRegisteredStaff, SessionAuthenticator, staffNotRegistered } from '../../platform/auth';
import { SubscriptionAuthService } from '../identity';
import type { CartCaller } from './cart-caller';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who a cart call acts for; set by CartCallerGuard. */
    cartCaller?: CartCaller;
  }
}

/**
 * Works out who a cart call acts for. On the consumer site a guest may hold a cart, and a
 * signed-in customer acts as themselves (a token that is not a live session counts as a guest, as
 * an expired cookie must not stop anyone shopping; a cookie-only write without its CSRF proof is
 * 403). The staff site's carts are for its registered members, like its catalogue (401
 * SIGNED_OUT, 403 STAFF_NOT_REGISTERED). PD eligibility comes from the session's account group.
 */
@Injectable()
export class CartCallerGuard implements CanActivate {
  constructor(
    private readonly authenticator: SessionAuthenticator,
    private readonly subscriptionAuth: SubscriptionAuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const staffSite = isStaffSite(request.siteId);
    const found = staffSite
      ? await this.authenticator.require(request)
      : await this.authenticator.optionalRefusingCsrf(request);
    const session = found?.session;
    if (staffSite && session?.caller.kind === 'staff' && !isRegisteredStaff(session))
      throw staffNotRegistered();
    request.cartCaller = {
      site: request.siteId,
      customerId: session?.caller.customerId ?? null,
      pdEligible:
        session?.caller.kind === 'staff' && this.subscriptionAuth.isEligibleForPd(session.sapAccountGroup),
    };
    return true;
  }
}

/** The caller CartCallerGuard worked out. */
export const CurrentCartCaller = createParamDecorator((_data: unknown, ctx: ExecutionContext): CartCaller => {
  const caller = ctx.switchToHttp().getRequest<FastifyRequest>().cartCaller;
  // Only reachable without the guard on the handler: a programming error, not a client's.
  if (!caller) throw new Error('CurrentCartCaller needs CartCallerGuard');
  return caller;
});
