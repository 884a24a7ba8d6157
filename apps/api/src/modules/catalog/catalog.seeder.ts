import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { inArray } from 'drizzle-orm';
import type { Env } from '../../platform/config/env.schema';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { CatalogCache } from './catalog-cache';
import {
  brands,
  foodForms,
  lifeStages,
  productLines,
  productOptions,
  products,
  productVariants,
  species,
} from './catalog.schema';
import { buildSeedCatalog } from './catalog.seed-rows';

/**
 * Puts the starter catalogue in place. Idempotent: every row is inserted only when its key is
 * free, so nothing is duplicated and an operator's edits survive every restart; a row an operator
 * deleted comes back. Any insert bumps the cache version so no stale answer outlives it.
 */
@Injectable()
export class CatalogSeeder implements OnApplicationBootstrap {
  private seeding?: Promise<void>;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly config: ConfigService<Env, true>,
    private readonly cache: CatalogCache,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureSeeded();
  }

  /**
   * Seeds once per process when SEED is on. Other modules' seeders read SKUs and handles through
   * CatalogService, which awaits this first, so the boot order of modules does not matter.
   */
  ensureSeeded(): Promise<void> {
    if (!this.config.get('SEED', { infer: true })) return Promise.resolve();
    this.seeding ??= this.seed().then(() => undefined);
    return this.seeding;
  }

  /** Inserts what is missing; returns how many rows it wrote. */
  async seed(): Promise<number> {
    const catalog = buildSeedCatalog();
    const written = await this.db.transaction(async (tx) => {
      let inserted = 0;
      const add = (rows: unknown[]) => (inserted += rows.length);
      add(
        await tx
          .insert(species)
          .values(catalog.species)
          .onConflictDoNothing()
          .returning({ k: species.handle }),
      );
      add(
        await tx
          .insert(lifeStages)
          .values(catalog.lifeStages)
          .onConflictDoNothing()
          .returning({ k: lifeStages.handle }),
      );
      add(
        await tx
          .insert(foodForms)
          .values(catalog.foodForms)
          .onConflictDoNothing()
          .returning({ k: foodForms.handle }),
      );
      add(
        await tx
          .insert(productLines)
          .values(catalog.productLines)
          .onConflictDoNothing()
          .returning({ k: productLines.handle }),
      );
      add(
        await tx.insert(brands).values(catalog.brands).onConflictDoNothing().returning({ k: brands.handle }),
      );
      const seedProducts = catalog.products.map((p) => p.product);
      add(await tx.insert(products).values(seedProducts).onConflictDoNothing().returning({ k: products.id }));

      const ids = new Map(
        (
          await tx
            .select({ id: products.id, handle: products.handle })
            .from(products)
            .where(
              inArray(
                products.handle,
                seedProducts.map((p) => p.handle),
              ),
            )
        ).map((r) => [r.handle, r.id]),
      );
      const withId = catalog.products.flatMap((p) => {
        const productId = ids.get(p.product.handle);
        return productId ? [{ ...p, productId }] : [];
      });
      const options = withId.flatMap((p) => p.options.map((o) => ({ ...o, productId: p.productId })));
      const variants = withId.flatMap((p) => p.variants.map((v) => ({ ...v, productId: p.productId })));
      add(
        await tx
          .insert(productOptions)
          .values(options)
          .onConflictDoNothing()
          .returning({ k: productOptions.name }),
      );
      add(
        await tx
          .insert(productVariants)
          .values(variants)
          .onConflictDoNothing()
          .returning({ k: productVariants.id }),
      );
      return inserted;
    });
    if (written > 0) await this.cache.bump();
    return written;
  }
}
