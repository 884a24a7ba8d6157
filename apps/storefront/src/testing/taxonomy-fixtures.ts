import type { TaxonomyDto } from '@shop/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { taxonomyQueryOptions } from '../lib/taxonomy/taxonomy-queries';

/** The catalogue taxonomy (GET /api/catalog/taxonomy): dogs with dry food and its puppy stage, cats. */
export function taxonomyFixture(): TaxonomyDto {
  return {
    species: [
      {
        handle: 'dog',
        label: 'Dog',
        path: '/products/dog',
        categories: [
          {
            handle: 'dry-food',
            label: 'Dry Food',
            path: '/products/dog/dry-food',
            details: [{ handle: 'puppy', label: 'Puppy', path: '/products/dog/dry-food/puppy' }],
          },
        ],
      },
      { handle: 'cat', label: 'Cat', path: '/products/cat', categories: [] },
    ],
    brands: [],
    lifeStages: [],
    foodForms: [],
    productLines: [],
  };
}

export function seedTaxonomy(queryClient: QueryClient, taxonomy: TaxonomyDto = taxonomyFixture()): void {
  queryClient.setQueryData(taxonomyQueryOptions().queryKey, taxonomy);
}
