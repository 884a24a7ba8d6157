import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { rowsOf } from '../../platform/database/result-rows';
import { brands, productOptions, products, productVariants } from './catalog.schema';
import type { FacetKey } from './dto/filters.dto';
import type { ListingPosition } from './listing-cursor';
import type { SortKey, SortSpec } from './listing-sort';
import { SEARCH_CANDIDATE_LIMIT } from './search-bounds';

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

/** A card as the listing statement builds it: the rows' values, not yet trimmed for the card. */
export interface ListingCardRow {
  id: string;
  handle: string;
  title: string;
  description: string;
  productType: string;
  featuredImageUrl: string;
  brandHandle: string;
  brandName: string;
  productLine: string | null;
  /** In display order. */
  optionNames: string[];
  /** In display order. */
  variants: ListingCardVariantRow[];
  /** The sort value, as the cursor carries it. */
  key: string;
}

export interface ListingCardVariantRow {
  id: string;
  sku: string;
  variantUrl: string;
  selectedOptions: { name: string; value: string }[];
  priceCents: number;
  compareAtPriceCents: number | null;
  available: boolean;
  weight: number;
  weightUnit: 'lb' | 'oz';
  badgeTags: string[];
}

export interface ListingCardsPage {
  /** Up to `limit` cards, in the listing's order. */
  cards: ListingCardRow[];
  /** Whether more products follow the last card. */
  more: boolean;
  /**
   * Products matching the criteria; null when the caller already knew it (`knownTotal`). With a
   * search query, counting stops past SEARCH_CANDIDATE_LIMIT (see `boundedSearchTotal`).
   */
  total: number | null;
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

  /**
   * One page of cards in ONE statement: the keyset page, each card's brand, option names and
   * variants as JSON, and (unless `knownTotal` is given) the count of the whole criteria. A listing
   * miss is then one round trip and one JSON value to read, instead of a statement per table
   * (docs/perf.md, catalog-growth).
   */
  async findCards(
    criteria: ListingCriteria,
    sort: SortSpec,
    after: ListingPosition | undefined,
    limit: number,
    knownTotal?: number,
  ): Promise<ListingCardsPage> {
    const conditions = criteriaConditions(criteria);
    const total = knownTotal === undefined ? countOf(conditions, criteria.q) : sql`null::int`;
    const page =
      sort.key === 'rank'
        ? relevancePage(conditions, criteria.q, after, limit)
        : orderedPage(conditions, sort, after, limit);
    const direction = sql.raw(sort.direction === 'asc' ? 'asc' : 'desc');
    const v = productVariants;
    const result = await this.db.execute(sql`
      select ${total} as total, coalesce((
        select json_agg(json_build_object(
          'id', page.id, 'handle', page.handle, 'title', page.title, 'description', page.description,
          'productType', page.product_type, 'featuredImageUrl', page.featured_image_url,
          'brandHandle', ${brands.handle}, 'brandName', ${brands.name}, 'productLine', page.product_line,
          'key', page.sort_key::text,
          'optionNames', coalesce((
            select json_agg(${productOptions.name} order by ${productOptions.position}, ${productOptions.name})
            from ${productOptions} where ${productOptions.productId} = page.id), '[]'::json),
          'variants', coalesce((
            select json_agg(json_build_object(
              'id', ${v.id}, 'sku', ${v.sku}, 'variantUrl', ${v.variantUrl},
              'selectedOptions', ${v.selectedOptions}, 'priceCents', ${v.priceCents},
              'compareAtPriceCents', ${v.compareAtPriceCents}, 'available', ${v.available},
              'weight', ${v.weight}, 'weightUnit', ${v.weightUnit}, 'badgeTags', ${v.badgeTags}
            ) order by ${v.position}, ${v.sku})
            from ${v} where ${v.productId} = page.id), '[]'::json)
        ) order by ${sort.key === 'title' ? sql`page.sort_key collate "C"` : sql`page.sort_key`} ${direction}, page.handle collate "C")
        from (${page}) page join ${brands} on ${brands.handle} = page.brand
      ), '[]'::json) as cards`);
    const [row] = rowsOf<{ total: number | null; cards: ListingCardRow[] | string }>(result);
    const cards =
      typeof row?.cards === 'string' ? (JSON.parse(row.cards) as ListingCardRow[]) : (row?.cards ?? []);
    return {
      cards: cards.slice(0, limit),
      more: cards.length > limit,
      total: row?.total === null || row?.total === undefined ? null : Number(row.total),
    };
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

/** The rows of a raw statement: node-postgres and PGlite both answer them as `rows`. */
/** The columns of a page's rows, as the card statement reads them (`sort_key`: the sort's value). */
function pageColumns(key: SQL): SQL {
  return sql`${products.id} as id, ${products.handle} as handle, ${products.title} as title,
    ${products.description} as description, ${products.productType} as product_type,
    ${products.featuredImageUrl} as featured_image_url, ${products.brand} as brand,
    ${products.productLine} as product_line, ${key} as sort_key`;
}

const where = (list: SQL[]) => (list.length ? sql`where ${and(...list)}` : sql``);

/**
 * Past `after` (keyset): a greater or smaller sort value, or the same value and a later handle.
 * `key` and `handle` name the values in the statement that pages.
 */
function beyond(key: SQL, handle: SQL, sort: SortSpec, after: ListingPosition): SQL {
  const value = sort.key === 'title' ? sql`${after.key}` : sql`${after.key}::bigint`;
  const past = sort.direction === 'asc' ? sql`${key} > ${value}` : sql`${key} < ${value}`;
  return sql`(${past} or (${key} = ${value} and ${handle} > ${after.handle}))`;
}

/** Up to `limit` + 1 rows of every match in the sort's order, from `after` on. */
function orderedPage(
  conditions: SQL[],
  sort: SortSpec,
  after: ListingPosition | undefined,
  limit: number,
): SQL {
  const key = sortExpression(sort.key, undefined);
  const handle = sql`${products.handle} collate "C"`;
  const paged = after ? [...conditions, beyond(key, handle, sort, after)] : conditions;
  const direction = sql.raw(sort.direction === 'asc' ? 'asc' : 'desc');
  return sql`select ${pageColumns(key)} from ${products} ${where(paged)}
    order by ${key} ${direction}, ${handle} asc limit ${limit + 1}`;
}

/**
 * Up to `limit` + 1 rows by relevance, from `after` on, among the candidates only: the first
 * SEARCH_CANDIDATE_LIMIT matches in the featured order (an index walk that stops there for a
 * common word; the GIN index for a rare one), so ranking costs the same at any catalogue size
 * (docs/decisions.md, 'Search ranks a bounded set of candidates'). Every criterion applies
 * before the cut. The candidates do not depend on `after`, so pages never overlap or skip.
 */
function relevancePage(
  conditions: SQL[],
  q: string | undefined,
  after: ListingPosition | undefined,
  limit: number,
): SQL {
  const rank = sortExpression('rank', q);
  const spec: SortSpec = { key: 'rank', direction: 'desc' };
  const paged = after ? sql`where ${beyond(sql`c.sort_key`, sql`c.handle collate "C"`, spec, after)}` : sql``;
  return sql`select * from (
      select ${pageColumns(rank)} from ${products} ${where(conditions)}
      order by ${products.featuredRank}, ${products.handle} collate "C" limit ${SEARCH_CANDIDATE_LIMIT}
    ) c ${paged}
    order by c.sort_key desc, c.handle collate "C" limit ${limit + 1}`;
}

/**
 * The count of the criteria as a scalar subquery. With a search query it stops at
 * SEARCH_CANDIDATE_LIMIT + 1 matches: a common word matches most of a large catalogue, and
 * counting them all would cost what ranking them all did.
 */
function countOf(conditions: SQL[], q: string | undefined): SQL {
  if (!q) return sql`(select count(*)::int from ${products} ${where(conditions)})`;
  return sql`(select count(*)::int from (select 1 from ${products} ${where(conditions)}
    limit ${SEARCH_CANDIDATE_LIMIT + 1}) matches)`;
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
