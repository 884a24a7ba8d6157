import type {
  brands,
  foodForms,
  lifeStages,
  NewProductRow,
  NewProductVariantRow,
  productLines,
  sellingPlans,
  species,
} from './catalog.schema';
import { buildVariantUrl, slugify } from './variant-url';

/**
 * A catalogue to add where it is missing (CatalogService.addMissing): the starter catalogue from
 * apps/api/src/seed, later a merchandiser's import. Rows already present are never overwritten.
 */
export interface CatalogImport {
  brands: (typeof brands.$inferInsert)[];
  species: (typeof species.$inferInsert)[];
  lifeStages: (typeof lifeStages.$inferInsert)[];
  foodForms: (typeof foodForms.$inferInsert)[];
  productLines: (typeof productLines.$inferInsert)[];
  /** Autoship plans; products name the ones they are offered with. */
  sellingPlans: (typeof sellingPlans.$inferInsert)[];
  products: ProductImport[];
}

export interface ProductImport {
  product: Omit<NewProductRow, 'id'> & { handle: string };
  options: { name: string; position: number; values: string[] }[];
  variants: VariantImport[];
  /** Ids of the selling plans the product may be bought on autoship with; none: one-time only. */
  sellingPlanIds?: string[];
}

/**
 * A variant as imported. Its detail URL and the Flavor and Size slugs the listing filters key on
 * are the catalogue's to derive (importRowsOf), from the brand, the handle and the selected options.
 */
export type VariantImport = Omit<
  NewProductVariantRow,
  'productId' | 'variantUrl' | 'flavorSlug' | 'sizeSlug'
>;

/** A variant's rows as stored, before the product id is known. */
export type VariantImportRow = Omit<NewProductVariantRow, 'productId'>;

export interface ProductImportRows extends Omit<ProductImport, 'variants'> {
  variants: VariantImportRow[];
}

/** The import with every derived field filled in, ready for the repository. */
export function importRowsOf(catalog: CatalogImport): Omit<CatalogImport, 'products'> & {
  products: ProductImportRows[];
} {
  return {
    ...catalog,
    products: catalog.products.map((entry) => ({
      ...entry,
      variants: entry.variants.map((variant) => variantRow(entry.product, variant)),
    })),
  };
}

function variantRow(product: ProductImport['product'], variant: VariantImport): VariantImportRow {
  const option = (name: string) => {
    const value = variant.selectedOptions.find((o) => o.name === name)?.value;
    if (!value) throw new Error(`Variant ${variant.sku} of '${product.handle}' has no ${name} option`);
    return value;
  };
  const flavor = option('Flavor');
  const size = option('Size');
  return {
    ...variant,
    variantUrl: buildVariantUrl(product.brand, product.handle, flavor, size),
    flavorSlug: slugify(flavor),
    sizeSlug: slugify(size),
  };
}
