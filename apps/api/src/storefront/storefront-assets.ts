import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from '../platform/config/env.schema';

/** Vite puts content-hashed files under assets/; they can be cached for a year. */
export const HASHED_ASSET_PREFIX = '/assets/';

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

  /**
   * The app shell with the status the page deserves (404 for a path that shows nothing, so search
   * engines and monitors see it, while the storefront still renders its not-found page). It names
   * the current hashed bundles, so it is always revalidated.
   */
  sendShell(reply: FastifyReply, status: 200 | 404): FastifyReply {
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(this.indexHtml);
  }
}
