import { Inject, Injectable } from '@nestjs/common';
import { variantGid } from '@shop/catalog';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { toCatalogSellingPlan } from './catalog.mapper';
import type { CartVariant, CatalogSellingPlan } from './cart-variant';
import { productSellingPlans, products, productVariants, sellingPlans } from './catalog.schema';

/** Variants with their autoship plans: what carts and the subscription-service look-up read. */
@Injectable()
export class CatalogSellingPlansRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * The variants of these ids (unknown ids are left out), each with its product's plans: one
   * query, in a caller's transaction when `db` is one.
   */
  variantsByIds(ids: readonly string[], db: Database = this.db): Promise<CartVariant[]> {
    return ids.length ? this.variantsWhere(inArray(productVariants.id, [...ids]), db) : Promise.resolve([]);
  }

  /** The variant of a SKU with its plans; undefined for an unknown SKU. */
  async variantBySku(sku: string): Promise<CartVariant | undefined> {
    return (await this.variantsWhere(eq(productVariants.sku, sku)))[0];
  }

  private async variantsWhere(where: SQL, db: Database = this.db): Promise<CartVariant[]> {
    const rows = await db
      .select({
        variant: productVariants,
        product: {
          id: products.id,
          handle: products.handle,
          title: products.title,
          productType: products.productType,
        },
        plan: sellingPlans,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .leftJoin(productSellingPlans, eq(productSellingPlans.productId, products.id))
      .leftJoin(sellingPlans, eq(sellingPlans.id, productSellingPlans.sellingPlanId))
      .where(where)
      .orderBy(asc(productVariants.id), asc(sellingPlans.position), asc(sellingPlans.id));
    const byId = new Map<string, CartVariant>();
    for (const { variant, product, plan } of rows) {
      let entry = byId.get(variant.id);
      if (!entry) {
        entry = {
          id: variant.id,
          adminGraphqlId: variantGid(variant.id),
          sku: variant.sku,
          title: variant.selectedOptions.map((o) => o.value).join(' / '),
          variantUrl: variant.variantUrl,
          selectedOptions: variant.selectedOptions.map(({ name, value }) => ({ name, value })),
          priceCents: variant.priceCents,
          compareAtPriceCents: variant.compareAtPriceCents,
          weight: Number(variant.weight),
          weightUnit: variant.weightUnit,
          imageUrl: variant.imageUrl,
          available: variant.available,
          product,
          sellingPlans: [] as CatalogSellingPlan[],
        };
        byId.set(variant.id, entry);
      }
      if (plan) entry.sellingPlans.push(toCatalogSellingPlan(plan));
    }
    return [...byId.values()];
  }
}
