import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Env } from '../../platform/config/env.schema';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { CatalogService } from '../catalog/catalog.service';
import { ContentCache } from './content-cache';
import { buildSeedPages } from './content-pages.seed-data';
import {
  buildSeedDeals,
  SEED_ANNOUNCEMENTS,
  SEED_BANNERS,
  SEED_FOOTERS,
  SEED_GLOBALS,
  SEED_HEADERS,
  SEED_PASSWORD_PROTECT,
  SEED_REDIRECTS,
} from './content-site.seed-data';
import {
  contentAnnouncements,
  contentBanners,
  contentDeals,
  contentFooters,
  contentGlobals,
  contentHeaders,
  contentPages,
  contentPasswordProtect,
  contentRedirects,
} from './content.schema';

const CAROUSEL_HANDLES_PER_SPECIES = 8;

/**
 * Starter pages, navigation, settings, banners, deals and redirects. Runs after the Catalog
 * module's seeder (Nest boots imported modules first), so carousels and deals name real handles
 * and SKUs. Idempotent: rows an editor changed are left alone. Bumps the content cache version
 * so no process serves answers from before the seed.
 */
@Injectable()
export class ContentSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly config: ConfigService<Env, true>,
    private readonly catalog: CatalogService,
    private readonly cache: ContentCache,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.get('SEED', { infer: true })) await this.seed();
  }

  async seed(): Promise<void> {
    const [dog, cat, skus] = await Promise.all([
      this.catalog.listProductHandles({ species: 'dog', limit: CAROUSEL_HANDLES_PER_SPECIES }),
      this.catalog.listProductHandles({ species: 'cat', limit: CAROUSEL_HANDLES_PER_SPECIES }),
      this.catalog.listSkus(),
    ]);
    await this.db.insert(contentPages).values(buildSeedPages({ dog, cat })).onConflictDoNothing();
    await this.db.insert(contentGlobals).values(SEED_GLOBALS).onConflictDoNothing();
    await this.db.insert(contentHeaders).values(SEED_HEADERS).onConflictDoNothing();
    await this.db.insert(contentFooters).values(SEED_FOOTERS).onConflictDoNothing();
    await this.db.insert(contentAnnouncements).values(SEED_ANNOUNCEMENTS).onConflictDoNothing();
    await this.db.insert(contentBanners).values(SEED_BANNERS).onConflictDoNothing();
    await this.db.insert(contentRedirects).values(SEED_REDIRECTS).onConflictDoNothing();
    await this.db.insert(contentPasswordProtect).values(SEED_PASSWORD_PROTECT).onConflictDoNothing();
    const deals = buildSeedDeals(skus);
    if (deals.length) await this.db.insert(contentDeals).values(deals).onConflictDoNothing();
    await this.cache.bump();
  }
}
