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
 * and SKUs. Idempotent: rows an editor changed are left alone. When it writes, it bumps the
 * content cache version so no process serves answers from before the seed.
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

  /** Inserts what is missing; answers how many rows it wrote. */
  async seed(): Promise<number> {
    const [dog, cat, skus] = await Promise.all([
      this.catalog.listProductHandles({ species: 'dog', limit: CAROUSEL_HANDLES_PER_SPECIES }),
      this.catalog.listProductHandles({ species: 'cat', limit: CAROUSEL_HANDLES_PER_SPECIES }),
      this.catalog.listSkus(),
    ]);
    const deals = buildSeedDeals(skus);
    const written = [
      await this.db
        .insert(contentPages)
        .values(buildSeedPages({ dog, cat }))
        .onConflictDoNothing()
        .returning(),
      await this.db.insert(contentGlobals).values(SEED_GLOBALS).onConflictDoNothing().returning(),
      await this.db.insert(contentHeaders).values(SEED_HEADERS).onConflictDoNothing().returning(),
      await this.db.insert(contentFooters).values(SEED_FOOTERS).onConflictDoNothing().returning(),
      await this.db.insert(contentAnnouncements).values(SEED_ANNOUNCEMENTS).onConflictDoNothing().returning(),
      await this.db.insert(contentBanners).values(SEED_BANNERS).onConflictDoNothing().returning(),
      await this.db.insert(contentRedirects).values(SEED_REDIRECTS).onConflictDoNothing().returning(),
      await this.db
        .insert(contentPasswordProtect)
        .values(SEED_PASSWORD_PROTECT)
        .onConflictDoNothing()
        .returning(),
      deals.length ? await this.db.insert(contentDeals).values(deals).onConflictDoNothing().returning() : [],
    ].reduce((sum, rows) => sum + rows.length, 0);
    // A restart that finds everything seeded leaves the shared cache as it is.
    if (written > 0) await this.cache.bump();
    return written;
  }
}
