import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Observable } from 'rxjs';

/**
 * The header by which a request that places an order names the shopper's giving tracking (SPEC
 * §4, the id `POST /api/giving/tracking` answered): the donation goes to the cause that tracking
 * holds. The storefront sends it on place-order; without it, or when it names a tracking the
 * shopper cannot reach, the store's default cause is given to.
 */
export const GIVING_TRACKING_HEADER = 'x-giving-tracking-id';

const requestTracking = new AsyncLocalStorage<string>();

/**
 * Carries the header to the giving order contributor, which runs inside the order's transaction
 * deep in the checkout flow: the flow never hears of giving (docs/decisions.md 'Order events'),
 * so the request's tracking id travels with the request's async context instead of through the
 * flow's arguments. Reading one header per request is all it costs.
 */
@Injectable()
export class GivingCheckoutTrackingInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const header = context.switchToHttp().getRequest<FastifyRequest>().headers[GIVING_TRACKING_HEADER];
    const trackingId = typeof header === 'string' ? header.trim() : '';
    // next.handle() binds the handler to the context it is called in (Nest's interceptors consumer).
    return trackingId ? requestTracking.run(trackingId, () => next.handle()) : next.handle();
  }
}

/** The tracking id the request placing the current order named, if any. */
export function checkoutTrackingId(): string | null {
  return requestTracking.getStore() ?? null;
}
