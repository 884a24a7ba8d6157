import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { HttpAdapterHost } from '@nestjs/core';
import { isStaffSite } from '@shop/identity';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { CatalogService } from '../../modules/catalog';
import { ContentService } from '../../modules/content';
import type { Env } from '../../platform/config/env.schema';
import { parsePublicOrigins, type PublicOrigins } from '../../platform/config/public-origins';
import { NotFoundError } from '../../platform/errors/app-error';
import { toErrorBody } from '../../platform/errors/error-body';
import { answerCacheControl } from '../../platform/site/site-cache-policy';
import { robotsTxt } from './robots-txt';
import { sitemapXml } from './sitemap-xml';

/**
 * The storefront's pages that search engines are given besides catalogue and content pages: home,
 * the contact form and the human-readable sitemap (account, cart and sign-in pages are the
 * shopper's own; robots.txt keeps crawlers out of them).
 */
const SITEMAP_PAGE_PATHS: readonly string[] = ['/', '/contact-us', '/sitemap'];

/**
 * /robots.txt and /sitemap.xml for search engines (SPEC §1, §2). Registered straight on Fastify,
 * outside the /api prefix and whether or not a storefront is built, before the storefront's
 * catch-all (a more specific route wins), so neither is ever answered with the app shell. Every URL
 * in them is built from the site's configured public origin (PUBLIC_ORIGINS), never from the Host
 * header. The sitemap is the consumer site's only: the staff site is for signed-in staff, so it
 * answers 404 there and lists nothing of the staff catalogue. Its paths come from the catalogue's
 * and content's cached reads, so a hit costs no query and a catalogue or content change shows at
 * once; browsers and CDNs revalidate with the ETag like the API's other cacheable answers.
 */
@Injectable()
export class SearchEngineFiles implements OnModuleInit {
  private readonly origins: PublicOrigins;
  private readonly sharedMaxAgeSeconds: number;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly catalog: CatalogService,
    private readonly content: ContentService,
    config: ConfigService<Env, true>,
  ) {
    this.origins = parsePublicOrigins(
      config.get('PUBLIC_ORIGINS', { infer: true }),
      config.get('PORT', { infer: true }),
    );
    this.sharedMaxAgeSeconds = config.get('CACHE_TTL_SECONDS', { infer: true });
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.get('/robots.txt', (request, reply) =>
      this.send(
        request,
        reply,
        'text/plain; charset=utf-8',
        robotsTxt(request.siteId, this.originOf(request)),
      ),
    );
    fastify.get('/sitemap.xml', async (request, reply) => {
      if (isStaffSite(request.siteId)) {
        return reply
          .status(404)
          .send(toErrorBody(new NotFoundError('NOT_FOUND', 'This site has no sitemap')));
      }
      return this.send(request, reply, 'application/xml; charset=utf-8', await this.sitemap(request));
    });
  }

  private originOf(request: FastifyRequest): string {
    return this.origins[request.siteId];
  }

  private async sitemap(request: FastifyRequest): Promise<string> {
    const [catalogPaths, slugs] = await Promise.all([
      this.catalog.sitemapPaths(),
      this.content.indexablePageSlugs(request.siteId),
    ]);
    const contentPaths = slugs.map((slug) => `/${encodeURIComponent(slug)}`);
    return sitemapXml(this.originOf(request), [...SITEMAP_PAGE_PATHS, ...contentPaths, ...catalogPaths]);
  }

  private send(request: FastifyRequest, reply: FastifyReply, type: string, body: string): FastifyReply {
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply
      .header('cache-control', answerCacheControl(request.siteId, this.sharedMaxAgeSeconds))
      .header('etag', etag)
      .type(type);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(body);
  }
}
