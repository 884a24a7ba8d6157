/**
 * Test-only door (apps/api/test and *.spec.ts; lint refuses it elsewhere): what API tests reach
 * inside the catalog to arrange rows or reset a cache. Never a way for other modules in.
 */
export { CatalogCache } from './catalog-cache';
export { CatalogListingRepository } from './catalog-listing.repository';
export { CatalogProductsRepository } from './catalog-products.repository';
export { CatalogReferenceRepository } from './catalog-reference.repository';
export {
  brands,
  foodForms,
  lifeStages,
  productLines,
  productSellingPlans,
  products,
  productVariants,
  sellingPlans,
  species,
} from './catalog.schema';
export { ListProductsQueryDto } from './dto/list-products.query.dto';
export { encodeCursor } from './listing-cursor';
export { SEARCH_CANDIDATE_LIMIT } from './search-bounds';
