import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import type { ProductBundle } from './catalog.mapper';
import { brands, productLines, productOptions, products, productVariants } from './catalog.schema';

const { searchVector: _searchVector, ...productColumns } = getTableColumns(products);

/** Loads whole products (brand, line, options, variants) and the plain lists other modules seed from. */
@Injectable()
export class CatalogProductsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  findByHandles(handles: string[]): Promise<ProductBundle[]> {
    return handles.length ? this.findWhere(inArray(products.handle, handles)) : Promise.resolve([]);
  }

  findByIds(ids: string[]): Promise<ProductBundle[]> {
    return ids.length ? this.findWhere(inArray(products.id, ids)) : Promise.resolve([]);
  }

  async listSkus(): Promise<string[]> {
    const rows = await this.db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .orderBy(sql`${productVariants.sku} collate "C"`);
    return rows.map((r) => r.sku);
  }

  /** Handles in the featured order (merchandising rank, then handle). */
  async listHandles(filter: { species?: string; limit?: number }): Promise<string[]> {
    const query = this.db
      .select({ handle: products.handle })
      .from(products)
      .where(filter.species ? eq(products.species, filter.species) : undefined)
      .orderBy(asc(products.featuredRank), sql`${products.handle} collate "C"`);
    const rows = await (filter.limit === undefined ? query : query.limit(filter.limit));
    return rows.map((r) => r.handle);
  }

  private async findWhere(where: SQL): Promise<ProductBundle[]> {
    const rows = await this.db
      .select({
        product: productColumns,
        brand: brands,
        line: { handle: productLines.handle, name: productLines.name },
      })
      .from(products)
      .innerJoin(brands, eq(products.brand, brands.handle))
      .leftJoin(productLines, eq(products.productLine, productLines.handle))
      .where(where);
    if (!rows.length) return [];
    const ids = rows.map((r) => r.product.id);
    const [options, variants] = await Promise.all([
      this.db
        .select()
        .from(productOptions)
        .where(inArray(productOptions.productId, ids))
        .orderBy(asc(productOptions.position), asc(productOptions.name)),
      this.db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, ids))
        .orderBy(asc(productVariants.position), asc(productVariants.sku)),
    ]);
    return rows.map(({ product, brand, line }) => ({
      product,
      brand,
      line: line?.handle ? { handle: line.handle, name: line.name } : null,
      options: options
        .filter((o) => o.productId === product.id)
        .map(({ name, values }) => ({ name, values })),
      variants: variants.filter((v) => v.productId === product.id),
    }));
  }
}
