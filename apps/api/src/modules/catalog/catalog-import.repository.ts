import { Inject, Injectable } from '@nestjs/common';
import { inArray } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import type { importRowsOf } from './catalog-import';
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

/** The catalogue's writes of imported rows: every row is inserted only when its key is free. */
@Injectable()
export class CatalogImportRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** In one transaction; answers how many rows it wrote (0 when everything was there). */
  insertMissing(catalog: ReturnType<typeof importRowsOf>): Promise<number> {
    return this.db.transaction(async (tx) => {
      let inserted = 0;
      const add = (rows: unknown[]) => (inserted += rows.length);
      if (catalog.species.length)
        add(
          await tx
            .insert(species)
            .values(catalog.species)
            .onConflictDoNothing()
            .returning({ k: species.handle }),
        );
      if (catalog.lifeStages.length)
        add(
          await tx
            .insert(lifeStages)
            .values(catalog.lifeStages)
            .onConflictDoNothing()
            .returning({ k: lifeStages.handle }),
        );
      if (catalog.foodForms.length)
        add(
          await tx
            .insert(foodForms)
            .values(catalog.foodForms)
            .onConflictDoNothing()
            .returning({ k: foodForms.handle }),
        );
      if (catalog.productLines.length)
        add(
          await tx
            .insert(productLines)
            .values(catalog.productLines)
            .onConflictDoNothing()
            .returning({ k: productLines.handle }),
        );
      if (catalog.brands.length)
        add(
          await tx
            .insert(brands)
            .values(catalog.brands)
            .onConflictDoNothing()
            .returning({ k: brands.handle }),
        );
      if (!catalog.products.length) return inserted;

      const incoming = catalog.products.map((p) => p.product);
      add(await tx.insert(products).values(incoming).onConflictDoNothing().returning({ k: products.id }));
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
      const options = withId.flatMap((p) => p.options.map((o) => ({ ...o, productId: p.productId })));
      const variants = withId.flatMap((p) => p.variants.map((v) => ({ ...v, productId: p.productId })));
      if (options.length)
        add(
          await tx
            .insert(productOptions)
            .values(options)
            .onConflictDoNothing()
            .returning({ k: productOptions.name }),
        );
      if (variants.length)
        add(
          await tx
            .insert(productVariants)
            .values(variants)
            .onConflictDoNothing()
            .returning({ k: productVariants.id }),
        );
      return inserted;
    });
  }
}
