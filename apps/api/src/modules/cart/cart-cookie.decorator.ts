import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { CART_COOKIE, cartIdOf } from '@shop/cart';
import type { FastifyRequest } from 'fastify';
import { cookieValue } from '../../platform/auth';

/**
 * The cart id in the request's col_cart_id cookie (SPEC §3), or null when there is none or it is
 * not one the shop writes. Only a pointer: whoever uses it still loads the cart as the caller, so a
 * cookie naming someone else's cart finds nothing.
 */
export const CartIdCookie = createParamDecorator((_data: unknown, ctx: ExecutionContext): string | null =>
  cartIdOf(cookieValue(ctx.switchToHttp().getRequest<FastifyRequest>().headers.cookie, CART_COOKIE)),
);
