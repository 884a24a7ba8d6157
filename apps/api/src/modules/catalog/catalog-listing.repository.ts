import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { products, productVariants } from './catalog.schema';
import type { FacetKey } from './dto/filters.dto';
import type { ListingPosition } from './listing-cursor';
import type { SortKey, SortSpec } from './listing-sort';

/** Which products a listing shows: the collection part and the shopper's facet filters. */
export interface ListingCriteria {
  species?: string;
  /** Food forms of the category ('wet-food' is several). */
  categoryForms?: string[];
  /** Product line of the category ('prescription-diet'). */
  categoryLine?: string;
  /** The detail segment: one life stage. */
  stage?: string;
  brand?: string[];
  foodForm?: string[];
  lifeStage?: string[];
  productLine?: string[];
  flavor?: string[];
  size?: string[];
  q?: string;
}

export interface ListingPage {
  ids: string[];
  /** Where the next page starts; undefined on the last page. */
  next?: ListingPosition;
}

export interface FacetRow {
  value: string;
  label: string;
  count: number;
}

const ENGLISH = sql.raw(`'english'`);

/** Lists and counts products by criteria with keyset paging, and counts facet values. */
@Injectable()
export class CatalogListingRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findPage(
    criteria: ListingCriteria,
    sort: SortSpec,
    after: ListingPosition | undefined,
    limit: number,
  ): Promise<ListingPage> {
    const key = sortExpression(sort.key, criteria.q);
    const handle = sql`${products.handle} collate "C"`;
    const conditions = criteriaConditions(criteria);
    if (after) {
      const value = sort.key === 'title' ? sql`${after.key}` : sql`${after.key}::bigint`;
      const beyond = sort.direction === 'asc' ? sql`${key} > ${value}` : sql`${key} < ${value}`;
      conditions.push(sql`(${beyond} or (${key} = ${value} and ${handle} > ${after.handle}))`);
    }
    const rows = await this.db
      .select({ id: products.id, handle: products.handle, key: sql<string>`(${key})::text` })
      .from(products)
      .where(and(...conditions))
      .orderBy(sort.direction === 'asc' ? sql`${key} asc` : sql`${key} desc`, sql`${handle} asc`)
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      ids: page.map((r) => r.id),
      next: rows.length > limit && last ? { key: last.key, handle: last.handle } : undefined,
    };
  }

  async count(criteria: ListingCriteria): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(products)
      .where(and(...criteriaConditions(criteria)));
    return Number(row?.n ?? 0);
  }

  /** How many products of the criteria have each value of a facet, most common first. */
  async facet(key: FacetKey, criteria: ListingCriteria, limit: number): Promise<FacetRow[]> {
    if (key === 'flavor' || key === 'size') return this.variantFacet(key, criteria, limit);
    const column = PRODUCT_FACET_COLUMNS[key];
    const n = count();
    const rows = await this.db
      .select({ value: column, n })
      .from(products)
      .where(and(...criteriaConditions(criteria), isNotNull(column)))
      .groupBy(column)
      .orderBy(desc(n), sql`${column} collate "C"`)
      .limit(limit);
    return rows.map((r) => ({ value: String(r.value), label: String(r.value), count: Number(r.n) }));
  }

  private async variantFacet(
    key: 'flavor' | 'size',
    criteria: ListingCriteria,
    limit: number,
  ): Promise<FacetRow[]> {
    const column = key === 'flavor' ? productVariants.flavorSlug : productVariants.sizeSlug;
    const option =
      key === 'flavor'
        ? sql.raw(`'$[*] ? (@.name == "Flavor").value'`)
        : sql.raw(`'$[*] ? (@.name == "Size").value'`);
    const n = sql<number>`count(distinct ${productVariants.productId})::int`;
    const rows = await this.db
      .select({
        value: column,
        label: sql<string>`min(jsonb_path_query_first(${productVariants.selectedOptions}, ${option}) #>> '{}')`,
        n,
      })
      .from(productVariants)
      .innerJoin(products, eq(productVariants.productId, products.id))
      .where(and(...criteriaConditions(criteria)))
      .groupBy(column)
      .orderBy(desc(n), sql`${column} collate "C"`)
      .limit(limit);
    return rows.map((r) => ({ value: r.value, label: r.label ?? r.value, count: Number(r.n) }));
  }
}

const PRODUCT_FACET_COLUMNS: Record<Exclude<FacetKey, 'flavor' | 'size'>, PgColumn> = {
  brand: products.brand,
  foodForm: products.foodForm,
  lifeStage: products.lifeStage,
  productLine: products.productLine,
};

/**
 * The SQL value a sort orders by; integers throughout (ranks and timestamps scaled) so a cursor
 * carries the exact value back. Titles compare byte-wise ("C") so every engine pages alike.
 */
function sortExpression(key: SortKey, q: string | undefined): SQL {
  switch (key) {
    case 'featuredRank':
      return sql`${products.featuredRank}`;
    case 'minPrice':
      return sql`(select min(${productVariants.priceCents}) from ${productVariants} where ${productVariants.productId} = ${products.id})`;
    case 'title':
      return sql`${products.title} collate "C"`;
    case 'publishedAt':
      return sql`(extract(epoch from ${products.publishedAt}) * 1000000)::bigint`;
    case 'rank':
      return sql`(ts_rank(${products.searchVector}, websearch_to_tsquery(${ENGLISH}, ${q ?? ''})) * 1000000)::integer`;
  }
}

function hasVariantWith(column: PgColumn, values: string[]): SQL {
  return sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${inArray(column, values)})`;
}

function criteriaConditions(c: ListingCriteria): SQL[] {
  const conditions: (SQL | undefined)[] = [
    c.species ? eq(products.species, c.species) : undefined,
    c.categoryForms ? inArray(products.foodForm, c.categoryForms) : undefined,
    c.categoryLine ? eq(products.productLine, c.categoryLine) : undefined,
    c.stage ? eq(products.lifeStage, c.stage) : undefined,
    c.brand?.length ? inArray(products.brand, c.brand) : undefined,
    c.foodForm?.length ? inArray(products.foodForm, c.foodForm) : undefined,
    c.lifeStage?.length ? inArray(products.lifeStage, c.lifeStage) : undefined,
    c.productLine?.length ? inArray(products.productLine, c.productLine) : undefined,
    c.flavor?.length ? hasVariantWith(productVariants.flavorSlug, c.flavor) : undefined,
    c.size?.length ? hasVariantWith(productVariants.sizeSlug, c.size) : undefined,
    c.q ? sql`${products.searchVector} @@ websearch_to_tsquery(${ENGLISH}, ${c.q})` : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}
