import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SessionAuthenticator } from '../../platform/auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in shopper of a tracking call, or null for a guest; set by GivingShopperGuard. */
    givingCustomerId?: string | null;
  }
}

/**
 * Who a tracking call acts for: a signed-in shopper (their session, proven like every write), or a
 * guest. A token that is not a live session counts as a guest; a cookie-only write without its
 * CSRF proof is 403.
 */
@Injectable()
export class GivingShopperGuard implements CanActivate {
  constructor(private readonly authenticator: SessionAuthenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    request.givingCustomerId = await this.shopperOf(request);
    return true;
  }

  /** The same decision for a request the proxy dispatches itself. */
  async shopperOf(request: FastifyRequest): Promise<string | null> {
    const found = await this.authenticator.optionalRefusingCsrf(request);
    return found?.session.caller.customerId ?? null;
  }
}

/** The shopper GivingShopperGuard worked out: a customer id, or null for a guest. */
export const GivingShopper = createParamDecorator((_data: unknown, ctx: ExecutionContext): string | null => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest>();
  // Only reachable without the guard on the handler: a programming error, not a client's.
  if (request.givingCustomerId === undefined) throw new Error('GivingShopper needs GivingShopperGuard');
  return request.givingCustomerId;
});
