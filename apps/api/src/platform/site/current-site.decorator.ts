import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { SiteId } from '@shop/identity';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every request by the site hook registered in configureApp. */
    siteId: SiteId;
  }
}

/** Injects the site (DTC or HPSF) the current request is for. */
export const CurrentSite = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): SiteId => ctx.switchToHttp().getRequest<FastifyRequest>().siteId,
);
