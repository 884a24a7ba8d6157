import { Inject, Injectable } from '@nestjs/common';
import { asc } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { brands, foodForms, lifeStages, productLines, products, species } from './catalog.schema';
import type { ProductCombination, TaxonomyInput } from './catalog-taxonomy';

/** Reads the taxonomy tables (species, life stages, forms, lines, brands) in display order. */
@Injectable()
export class CatalogReferenceRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async loadVocabulary(): Promise<TaxonomyInput> {
    const [speciesRows, stageRows, formRows, lineRows, brandRows] = await Promise.all([
      this.db.select().from(species).orderBy(asc(species.position), asc(species.handle)),
      this.db.select().from(lifeStages).orderBy(asc(lifeStages.position), asc(lifeStages.handle)),
      this.db.select().from(foodForms).orderBy(asc(foodForms.position), asc(foodForms.handle)),
      this.db.select().from(productLines).orderBy(asc(productLines.position), asc(productLines.handle)),
      this.db.select().from(brands).orderBy(asc(brands.position), asc(brands.handle)),
    ]);
    return {
      species: speciesRows.map(({ handle, label }) => ({ handle, label })),
      lifeStages: stageRows.map(({ handle, label, species: only }) => ({ handle, label, species: only })),
      foodForms: formRows.map(({ handle, label, wet }) => ({ handle, label, wet })),
      productLines: lineRows.map(({ handle, name }) => ({ handle, name })),
      brands: brandRows.map(({ handle, name, line, thirdParty }) => ({ handle, name, line, thirdParty })),
    };
  }

  /** Every product's handle (by handle, so the sitemap reads the same from one load to the next). */
  async loadProductHandles(): Promise<{ handle: string; thirdParty: boolean }[]> {
    return this.db
      .select({ handle: products.handle, thirdParty: products.thirdParty })
      .from(products)
      .orderBy(asc(products.handle));
  }

  /** Every distinct species / form / stage / line mix the products have, for the navigation tree. */
  async loadCombinations(): Promise<ProductCombination[]> {
    return this.db
      .selectDistinct({
        species: products.species,
        foodForm: products.foodForm,
        lifeStage: products.lifeStage,
        productLine: products.productLine,
      })
      .from(products);
  }
}
