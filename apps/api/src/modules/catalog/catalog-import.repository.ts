import { Inject, Injectable } from '@nestjs/common';
import { inArray } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { insertMissing } from '../../platform/database/insert-missing';
import type { importRowsOf } from './catalog-import';
import {
  brands,
  foodForms,
  lifeStages,
  productLines,
  productOptions,
  products,
  productSellingPlans,
  productVariants,
  sellingPlans,
  species,
} from './catalog.schema';

/** The catalogue's writes of imported rows: every row is inserted only when its key is free. */
@Injectable()
export class CatalogImportRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** In one transaction; answers how many rows it wrote (0 when everything was there). */
  insertMissing(catalog: ReturnType<typeof importRowsOf>): Promise<number> {
    return this.db.transaction(async (tx) => {
      let inserted =
        (await insertMissing(tx, species, catalog.species)) +
        (await insertMissing(tx, lifeStages, catalog.lifeStages)) +
        (await insertMissing(tx, foodForms, catalog.foodForms)) +
        (await insertMissing(tx, productLines, catalog.productLines)) +
        (await insertMissing(tx, brands, catalog.brands)) +
        (await insertMissing(tx, sellingPlans, catalog.sellingPlans));
      const incoming = catalog.products.map((p) => p.product);
      inserted += await insertMissing(tx, products, incoming);
      if (incoming.length === 0) return inserted;

      // Options and variants hang off the product ids, which only exist now.
      const ids = new Map(
        (
          await tx
            .select({ id: products.id, handle: products.handle })
            .from(products)
            .where(
              inArray(
                products.handle,
                incoming.map((p) => p.handle),
              ),
            )
        ).map((r) => [r.handle, r.id]),
      );
      const withId = catalog.products.flatMap((p) => {
        const productId = ids.get(p.product.handle);
        return productId ? [{ ...p, productId }] : [];
      });
      inserted += await insertMissing(
        tx,
        productOptions,
        withId.flatMap((p) => p.options.map((o) => ({ ...o, productId: p.productId }))),
      );
      inserted += await insertMissing(
        tx,
        productVariants,
        withId.flatMap((p) => p.variants.map((v) => ({ ...v, productId: p.productId }))),
      );
      inserted += await insertMissing(
        tx,
        productSellingPlans,
        withId.flatMap((p) =>
          (p.sellingPlanIds ?? []).map((sellingPlanId) => ({ productId: p.productId, sellingPlanId })),
        ),
      );
      return inserted;
    });
  }
}
