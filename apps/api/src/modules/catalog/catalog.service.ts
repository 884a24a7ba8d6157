import { Injectable } from '@nestjs/common';
import { listingCollectionOf, productPagePath } from '@shop/catalog';
import type { Database } from '../../platform/database/database.types';
import { NotFoundError } from '../../platform/errors/app-error';
import { CatalogCache } from './catalog-cache';
import { CatalogListingRepository, type ListingCriteria } from './catalog-listing.repository';
import { toListingCardDto, toListingProductDto, toProductDto, type ProductBundle } from './catalog.mapper';
import { CatalogProductsRepository } from './catalog-products.repository';
import { CatalogReferenceRepository } from './catalog-reference.repository';
import { CatalogSellingPlansRepository } from './catalog-selling-plans.repository';
import type { CartVariant } from './cart-variant';
import type { SubscriptionProductDto } from './dto/selling-plan.dto';
import { type CatalogImport, importRowsOf } from './catalog-import';
import { CatalogImportRepository } from './catalog-import.repository';
import { buildTaxonomy, type TaxonomyInput } from './catalog-taxonomy';
import {
  categoryFilter,
  collectionHandleOf,
  collectionTitle,
  isKnownSelector,
  parseCollectionHandle,
  type CollectionSelector,
} from './collection-selector';
import { FACET_KEYS, type CollectionFiltersDto, type FacetKey } from './dto/filters.dto';
import { HANDLE_PATTERN } from './dto/handles.dto';
import type { ListingProductDto } from './dto/listing-product.dto';
import { DEFAULT_PAGE_SIZE, type ListProductsQueryDto } from './dto/list-products.query.dto';
import type { ProductDto } from './dto/product.dto';
import type { ProductPageDto } from './dto/product-page.dto';
import type { ListingProductsByHandlesDto, ProductsByHandlesDto } from './dto/products-by-handles.dto';
import type { TaxonomyDto } from './dto/taxonomy.dto';
import { decodeCursor, encodeCursor } from './listing-cursor';
import { resolveSort, sortSpecFor, type ListingSort } from './listing-sort';
import { boundedSearchTotal } from './search-bounds';

const CART_VARIANT = 'cart-variant:';
const cartVariantName = (id: string) => `${CART_VARIANT}${id}`;
const idOfCartVariantName = (name: string) => name.slice(CART_VARIANT.length);

const FACET_LABELS: Record<FacetKey, string> = {
  brand: 'Brand',
  foodForm: 'Food Form',
  lifeStage: 'Life Stage',
  flavor: 'Flavor',
  size: 'Size',
  productLine: 'Product Line',
};

/** A listing or search request once validated: in which order, from where, how many. */
interface ListingRequest {
  sort: ListingSort;
  cursor?: string;
  limit: number;
}

/**
 * The catalogue's reads, as DTOs. Reference data (vocabulary, products by handle) is kept in the
 * versioned cache (CatalogCache); whole GET answers are kept by the HTTP edge (CachedAnswers), in
 * the same cache, so a catalogue change drops both.
 */
@Injectable()
export class CatalogService {
  constructor(
    private readonly cache: CatalogCache,
    private readonly productsRepo: CatalogProductsRepository,
    private readonly listingRepo: CatalogListingRepository,
    private readonly referenceRepo: CatalogReferenceRepository,
    private readonly importRepo: CatalogImportRepository,
    private readonly sellingPlansRepo: CatalogSellingPlansRepository,
  ) {}

  /**
   * The variants of these row ids (UUIDs) as the cart prices and shows them, with their products'
   * autoship plans; unknown ids are left out. Each variant is kept in the catalogue's cache on its
   * own (dropped with any catalogue change), so a cart that gains a line reads only the new variant;
   * the misses are read in one query, on `db` when given: inside checkout's transaction (on PGlite a
   * second connection would wait for that transaction to end). A price read from the cache is as
   * current as one read in a READ COMMITTED transaction: the cache is dropped when the catalogue
   * changes, and nothing locks a variant row either way.
   */
  async variantsForCart(ids: readonly string[], options: { db?: Database } = {}): Promise<CartVariant[]> {
    const wanted = [...new Set(ids)].sort();
    if (wanted.length === 0) return [];
    const found = await this.cache.readEach(wanted.map(cartVariantName), async (missing) => {
      const loaded = await this.sellingPlansRepo.variantsByIds(missing.map(idOfCartVariantName), options.db);
      // Only variants that exist are kept, so made-up ids cannot fill the cache.
      return new Map(loaded.map((variant) => [cartVariantName(variant.id), variant]));
    });
    return wanted.flatMap((id) => found.get(cartVariantName(id)) ?? []);
  }

  /** SPEC §7 get-ordergroove-product-by-sku; 404 SKU_NOT_FOUND for an unknown SKU. */
  async subscriptionProduct(sku: string): Promise<SubscriptionProductDto> {
    // A throwing load stores nothing: unknown SKUs never fill the cache.
    const variant = await this.cache.readAnswer('subscription-product', { sku }, async () => {
      const found = await this.sellingPlansRepo.variantBySku(sku);
      if (!found) throw new NotFoundError('SKU_NOT_FOUND', `No product has the SKU '${sku}'`);
      return found;
    });
    return {
      sku: variant.sku,
      eligible: variant.sellingPlans.length > 0,
      sellingPlans: variant.sellingPlans.map((plan) => ({ ...plan })),
    };
  }

  async getProductsByHandles(handles: string[]): Promise<ProductsByHandlesDto> {
    const { found, missingHandles } = await this.bundlesByHandles(handles);
    return { products: found.map(toProductDto), missingHandles };
  }

  async getListingProductsByHandles(handles: string[]): Promise<ListingProductsByHandlesDto> {
    const { found, missingHandles } = await this.bundlesByHandles(handles);
    return { products: found.map(toListingProductDto), missingHandles };
  }

  async getProductByHandle(handle: string): Promise<ProductDto> {
    return toProductDto(await this.bundleByHandle(handle));
  }

  async getListingProductByHandle(handle: string): Promise<ListingProductDto> {
    return toListingProductDto(await this.bundleByHandle(handle));
  }

  /** Facet values and counts of a collection ('all', 'dog/dry-food/puppy', 'prescription-diet'...). */
  async getFiltersByHandle(handle: string, limit: number): Promise<CollectionFiltersDto> {
    const vocabulary = await this.vocabulary();
    const selector = parseCollectionHandle(handle, vocabulary);
    if (!selector)
      throw new NotFoundError('COLLECTION_NOT_FOUND', `No collection has the handle '${handle}'`);
    const canonical = collectionHandleOf(selector);
    return this.cache.readAnswer('filters', { canonical, limit }, async () => {
      const criteria = this.collectionCriteria(selector, vocabulary);
      const facets = await Promise.all(
        FACET_KEYS.map(async (key) => ({
          key,
          label: FACET_LABELS[key],
          values: (await this.listingRepo.facet(key, criteria, limit)).map((r) => ({
            ...r,
            label: labelOf(key, r, vocabulary),
          })),
        })),
      );
      return { handle: canonical, title: collectionTitle(selector, vocabulary), facets };
    });
  }

  /** A listing page; 404 COLLECTION_NOT_FOUND for a collection the vocabulary does not know. */
  async listProducts(query: ListProductsQueryDto): Promise<ProductPageDto> {
    const { species, category, detail, brand, foodForm, lifeStage, productLine, flavor, size, q } = query;
    const selector: CollectionSelector = { species, category, detail };
    const filters = { brand, foodForm, lifeStage, productLine, flavor, size, q };
    return this.page(
      {
        sort: resolveSort(query.sort, Boolean(q)),
        cursor: query.cursor,
        limit: query.limit ?? DEFAULT_PAGE_SIZE,
      },
      async () => {
        const vocabulary = await this.vocabulary();
        if (!isKnownSelector(selector, vocabulary)) {
          const handle = [species, category, detail].filter(Boolean).join('/');
          throw new NotFoundError('COLLECTION_NOT_FOUND', `No collection matches '${handle}'`);
        }
        return {
          criteria: { ...this.collectionCriteria(selector, vocabulary), ...filters },
          title: collectionTitle(selector, vocabulary),
        };
      },
    );
  }

  /**
   * Full-text search over every product, most relevant first (of the first SEARCH_CANDIDATE_LIMIT
   * matches in the featured order: see search-bounds.ts).
   */
  async searchProducts(query: { q: string; limit?: number; cursor?: string }): Promise<ProductPageDto> {
    return this.page(
      {
        sort: 'relevance',
        cursor: query.cursor,
        limit: query.limit ?? DEFAULT_PAGE_SIZE,
      },
      async () => ({ criteria: { q: query.q }, title: `Search results for "${query.q}"` }),
    );
  }

  /** Whether /products/{segments} lists a collection the catalogue knows (the storefront's reading of the path). */
  async listingExists(segments: readonly string[]): Promise<boolean> {
    const vocabulary = await this.vocabulary();
    const collection = listingCollectionOf(
      segments,
      vocabulary.lifeStages.map((stage) => stage.handle),
    );
    return collection !== null && isKnownSelector(collection, vocabulary);
  }

  /** Whether a product has this handle. */
  async productExists(handle: string): Promise<boolean> {
    if (!HANDLE_PATTERN.test(handle)) return false;
    return (await this.bundlesByHandles([handle])).found.length > 0;
  }

  async getTaxonomy(): Promise<TaxonomyDto> {
    return buildTaxonomy(await this.vocabulary(), await this.referenceRepo.loadCombinations());
  }

  /**
   * The catalogue's pages for search engines (the sitemap): /products, every species, category and
   * life-stage listing that has products (the navigation tree), then every product's detail page.
   * Cached until the catalogue changes.
   */
  async sitemapPaths(): Promise<string[]> {
    return this.cache.readAnswer('sitemap-paths', {}, async () => {
      const [taxonomy, handles] = await Promise.all([
        this.getTaxonomy(),
        this.referenceRepo.loadProductHandles(),
      ]);
      const listings = taxonomy.species.flatMap((species) => [
        species.path,
        ...species.categories.flatMap((category) => [
          category.path,
          ...category.details.map((detail) => detail.path),
        ]),
      ]);
      return ['/products', ...listings, ...handles.map(productPagePath)];
    });
  }

  /**
   * Adds what is missing of `catalog` (never overwriting a merchandiser's rows); any write bumps
   * the cache so no answer from before it is served. Answers how many rows it wrote.
   */
  async addMissing(catalog: CatalogImport): Promise<number> {
    const written = await this.importRepo.insertMissing(importRowsOf(catalog));
    if (written > 0) await this.cache.bump();
    return written;
  }

  /**
   * One page of a listing or search. The cursor is checked before `resolve` turns the request into
   * criteria and a title, so a foreign cursor costs no query.
   */
  private async page(
    request: ListingRequest,
    resolve: () => Promise<{ criteria: ListingCriteria; title: string }>,
  ): Promise<ProductPageDto> {
    const { sort, limit } = request;
    const after = request.cursor ? decodeCursor(request.cursor, sort) : undefined;
    const { criteria, title } = await resolve();
    // A listing's count depends on its criteria alone: every page and sort of it shares one, so
    // only the first miss of a criteria pays for counting (at 100,000 products, most of a miss).
    const known = await this.cache.lookUp<number>('listing-total', criteria);
    const page = await this.listingRepo.findCards(criteria, sortSpecFor(sort), after, limit, known.value);
    if (known.value === undefined && page.total !== null) await known.store(page.total);
    const counted = known.value ?? page.total ?? 0;
    // A search stops counting past its candidates; a listing without words counts exactly.
    const { total, totalIsLowerBound } = criteria.q
      ? boundedSearchTotal(counted)
      : { total: counted, totalIsLowerBound: false };
    const last = page.cards.at(-1);
    return {
      items: page.cards.map(toListingCardDto),
      nextCursor: page.more && last ? encodeCursor(sort, { key: last.key, handle: last.handle }) : null,
      total,
      totalIsLowerBound,
      title,
    };
  }

  private collectionCriteria(selector: CollectionSelector, vocabulary: TaxonomyInput): ListingCriteria {
    const category = selector.category ? categoryFilter(selector.category, vocabulary) : undefined;
    return {
      species: selector.species,
      stage: selector.detail,
      ...(category && 'foodForms' in category ? { categoryForms: category.foodForms } : {}),
      ...(category && 'productLine' in category ? { categoryLine: category.productLine } : {}),
    };
  }

  private vocabulary(): Promise<TaxonomyInput> {
    return this.cache.readAnswer('vocabulary', {}, () => this.referenceRepo.loadVocabulary());
  }

  /** Found products in the order asked (first occurrence of a repeated handle) and the handles not found. */
  private async bundlesByHandles(
    handles: string[],
  ): Promise<{ found: ProductBundle[]; missingHandles: string[] }> {
    const wanted = [...new Set(handles)];
    const cached = await this.cache.readAnswer('bundles', wanted, async () => {
      const byHandle = new Map(
        (await this.productsRepo.findByHandles(wanted)).map((b) => [b.product.handle, b]),
      );
      return {
        found: wanted.flatMap((h) => byHandle.get(h) ?? []),
        missingHandles: wanted.filter((h) => !byHandle.has(h)),
      };
    });
    return cached;
  }

  private async bundleByHandle(handle: string): Promise<ProductBundle> {
    const { found } = await this.bundlesByHandles([handle]);
    if (!found[0]) throw new NotFoundError('PRODUCT_NOT_FOUND', `No product has the handle '${handle}'`);
    return found[0];
  }
}

function labelOf(key: FacetKey, row: { value: string; label: string }, vocabulary: TaxonomyInput): string {
  switch (key) {
    case 'brand':
      return vocabulary.brands.find((b) => b.handle === row.value)?.name ?? row.value;
    case 'foodForm':
      return vocabulary.foodForms.find((f) => f.handle === row.value)?.label ?? row.value;
    case 'lifeStage':
      return vocabulary.lifeStages.find((s) => s.handle === row.value)?.label ?? row.value;
    case 'productLine':
      return vocabulary.productLines.find((l) => l.handle === row.value)?.name ?? row.value;
    default:
      return row.label;
  }
}
