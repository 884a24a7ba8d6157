import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import { BadRequestError } from '../../platform/errors/app-error';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { products, type ProductRow } from './catalog.schema';
import { DEFAULT_PAGE_SIZE, type ListProductsQueryDto } from './dto/list-products.query.dto';
import type { ProductPageDto } from './dto/product-page.dto';
import type { ProductSummaryDto } from './dto/product-summary.dto';

@Injectable()
export class CatalogService {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Keyset pagination on the unique handle: stable under inserts, cheap at any depth. */
  async listProducts(query: ListProductsQueryDto): Promise<ProductPageDto> {
    const filters: SQL[] = [];
    if (query.species) filters.push(eq(products.species, query.species));
    if (query.cursor) filters.push(gt(products.handle, decodeCursor(query.cursor)));
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const rows = await this.db
      .select()
      .from(products)
      .where(and(...filters))
      .orderBy(asc(products.handle))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const hasMore = rows.length > limit;
    return {
      items: page.map(toSummary),
      nextCursor: hasMore ? encodeCursor(page[page.length - 1].handle) : null,
    };
  }
}

function toSummary(row: ProductRow): ProductSummaryDto {
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    species: row.species,
    productType: row.productType,
    description: row.description,
    price: { amount: (row.priceCents / 100).toFixed(2), currencyCode: 'USD' },
  };
}

function encodeCursor(handle: string): string {
  return Buffer.from(handle, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): string {
  const handle = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^[a-z0-9-]+$/.test(handle)) {
    throw new BadRequestError('INVALID_CURSOR', 'cursor is not one this API issued; start again without it');
  }
  return handle;
}
