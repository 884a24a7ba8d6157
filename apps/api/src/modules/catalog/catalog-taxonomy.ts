import { collectionTitle, WET_FOOD, type CatalogVocabulary } from './collection-selector';
import type { TaxonomyBrandDto, TaxonomyCategoryDto, TaxonomyDto } from './dto/taxonomy.dto';

/** One distinct mix of taxonomy values among the products. */
export interface ProductCombination {
  species: string;
  foodForm: string;
  lifeStage: string;
  productLine: string | null;
}

export interface TaxonomyInput extends CatalogVocabulary {
  brands: readonly TaxonomyBrandDto[];
}

function categoriesOf(
  speciesHandle: string,
  input: TaxonomyInput,
  combos: ProductCombination[],
): TaxonomyCategoryDto[] {
  const own = combos.filter((c) => c.species === speciesHandle);
  const wetForms = new Set(input.foodForms.filter((f) => f.wet).map((f) => f.handle));
  const candidates: { handle: string; matches: (c: ProductCombination) => boolean }[] = [];
  for (const form of input.foodForms) {
    if (form.wet && !candidates.some((c) => c.handle === WET_FOOD)) {
      candidates.push({ handle: WET_FOOD, matches: (c) => wetForms.has(c.foodForm) });
    }
    candidates.push({ handle: form.handle, matches: (c) => c.foodForm === form.handle });
  }
  for (const line of input.productLines)
    candidates.push({ handle: line.handle, matches: (c) => c.productLine === line.handle });

  return candidates.flatMap(({ handle, matches }) => {
    const stages = new Set(own.filter(matches).map((c) => c.lifeStage));
    if (!stages.size) return [];
    const path = `/products/${speciesHandle}/${handle}`;
    const label = collectionTitle({ category: handle }, input);
    const details = input.lifeStages
      .filter((s) => stages.has(s.handle))
      .map((s) => ({ handle: s.handle, label: s.label, path: `${path}/${s.handle}` }));
    return [{ handle, label, path, details }];
  });
}

/**
 * The navigation tree: each species with the categories that have products (food forms with
 * 'wet-food' before the first wet form, then product lines) and, under each, the life stages that
 * have products. Empty branches are left out so no link leads to an empty page.
 */
export function buildTaxonomy(input: TaxonomyInput, combos: ProductCombination[]): TaxonomyDto {
  return {
    species: input.species.map((s) => ({
      handle: s.handle,
      label: s.label,
      path: `/products/${s.handle}`,
      categories: categoriesOf(s.handle, input, combos),
    })),
    brands: [...input.brands],
    lifeStages: input.lifeStages.map((s) => ({ handle: s.handle, label: s.label, species: s.species })),
    foodForms: input.foodForms.map((f) => ({ handle: f.handle, label: f.label, wet: f.wet })),
    productLines: input.productLines.map((l) => ({ handle: l.handle, name: l.name })),
  };
}
