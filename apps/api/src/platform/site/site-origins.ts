import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { SiteId } from '@shop/identity';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../config/env.schema';
import { parsePublicOrigins, type PublicOrigins } from '../config/public-origins';

/** Each site's public origin (PUBLIC_ORIGINS), and the origin a request reached us on. */
@Injectable()
export class SiteOrigins {
  private readonly origins: PublicOrigins;

  constructor(config: ConfigService<Env, true>) {
    this.origins = parsePublicOrigins(
      config.get('PUBLIC_ORIGINS', { infer: true }),
      config.get('PORT', { infer: true }),
    );
  }

  /** Where links in mail point: configuration, never the request's Host header. */
  publicOrigin(site: SiteId): string {
    return this.origins[site];
  }

  /**
   * Whether an Origin header names this site: its configured public origin, or the origin the
   * request itself was addressed to (scheme as TRUST_PROXY_HOPS lets us believe it, and Host).
   */
  isOwnOrigin(request: FastifyRequest, origin: string): boolean {
    const given = origin.toLowerCase();
    return (
      given === this.origins[request.siteId] ||
      given === `${request.protocol}://${request.host}`.toLowerCase()
    );
  }
}
