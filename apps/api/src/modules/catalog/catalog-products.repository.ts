import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import type { ProductBundle } from './catalog.mapper';
import { brands, productLines, productOptions, products, productVariants } from './catalog.schema';

const { searchVector: _searchVector, ...productColumns } = getTableColumns(products);

/** Loads whole products: brand, line, options and variants. */
@Injectable()
export class CatalogProductsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  findByHandles(handles: string[]): Promise<ProductBundle[]> {
    return handles.length ? this.findWhere(inArray(products.handle, handles)) : Promise.resolve([]);
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
