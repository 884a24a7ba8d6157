import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { parseSiteHostMap, SiteId, siteForHost } from '@shop/identity';
import type { Env } from '../config/env.schema';

/** Which of the two sites a request is for, from its Host header and the SITE_HOSTS map. */
@Injectable()
export class SiteResolver {
  private readonly hosts: Map<string, SiteId>;
  private readonly fallback: SiteId;

  constructor(config: ConfigService<Env, true>) {
    this.hosts = parseSiteHostMap(config.get('SITE_HOSTS', { infer: true }));
    this.fallback = config.get('DEFAULT_SITE', { infer: true });
  }

  resolve(host: string | undefined): SiteId {
    return siteForHost(host, this.hosts, this.fallback);
  }
}
