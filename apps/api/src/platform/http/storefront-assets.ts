import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from '../config/env.schema';

/** Vite puts content-hashed files under assets/; they can be cached for a year. */
export const HASHED_ASSET_PREFIX = '/assets/';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * The built storefront on disk. When it has not been built (API tests, API-only deployments)
 * the API still runs and non-API paths answer 404 in the shared error shape.
 */
@Injectable()
export class StorefrontAssets {
  readonly root: string;
  private readonly indexHtml: Buffer | null;

  constructor(config: ConfigService<Env, true>) {
    this.root = resolve(config.get('STOREFRONT_DIR', { infer: true }));
    const indexPath = join(this.root, 'index.html');
    this.indexHtml = existsSync(indexPath) ? readFileSync(indexPath) : null;
    if (!this.indexHtml) {
      new Logger('Storefront').warn(`No storefront build at ${this.root}; serving the API only`);
    }
  }

  get available(): boolean {
    return this.indexHtml !== null;
  }

  /** SPA fallback applies to page navigations only: GET/HEAD, not /api, not a missing asset. */
  servesFallbackFor(request: FastifyRequest): boolean {
    if (!this.indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const path = request.url.split('?')[0];
    return !path.startsWith('/api') && !path.startsWith(HASHED_ASSET_PREFIX);
  }

  sendIndex(reply: FastifyReply): void {
    // index.html names the current hashed bundles, so it must always be revalidated.
    reply
      .status(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(this.indexHtml);
  }
}
