import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Env } from '../../platform/config/env.schema';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { products } from './catalog.schema';
import { SEED_PRODUCTS } from './catalog.seed-data';

/**
 * Puts the starter catalogue in place on boot. Idempotent: a product whose handle exists is
 * left exactly as it is, so an operator's edits survive every restart.
 */
@Injectable()
export class CatalogSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly config: ConfigService<Env, true>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.get('SEED', { infer: true })) await this.seed();
  }

  async seed(): Promise<void> {
    await this.db.insert(products).values(SEED_PRODUCTS).onConflictDoNothing({ target: products.handle });
  }
}
