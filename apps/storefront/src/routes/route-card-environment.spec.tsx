import type { ProductRatingDto } from '@shop/api-client';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProductCard } from '../features/catalog/components/product-card';
import type { CardActionSlot } from '../features/catalog/context/card-environment';
import { seedMerchandising } from '../features/catalog/testing/seed-catalog';
import { resetUserLocation, seedDeliveryEstimate } from '../features/location/testing/location-test-state';
import { productFixture } from '../testing/catalog-fixtures';
import { renderInRouter } from '../testing/render-in-router';
import { createTestQueryClient } from '../testing/test-query-client';
import { productRatingQueryOptions } from '../features/reviews/api/product-rating-queries';
import { RouteCardEnvironment } from './route-card-environment';

describe('RouteCardEnvironment', () => {
  beforeEach(() => resetUserLocation());

  function renderCard(renderAction?: CardActionSlot, siteId: 'DTC' | 'HPSF' = 'DTC') {
    const queryClient = createTestQueryClient();
    seedMerchandising(queryClient);
    seedDeliveryEstimate(queryClient);
    const product = productFixture();
    // The card's rating, as if the batched ratings call had answered.
    const rating: ProductRatingDto = { handle: product.handle, average: 4.6, count: 23 };
    queryClient.setQueryData(productRatingQueryOptions(product.handle).queryKey, rating);
    renderInRouter(
      <RouteCardEnvironment skus={[]} renderAction={renderAction}>
        <ProductCard product={product} />
      </RouteCardEnvironment>,
      { queryClient, siteId },
    );
  }

  it("gives the cards the location feature's delivery estimate for the shopper's ZIP", async () => {
    renderCard();
    expect(await screen.findByText('Estimated delivery Tuesday, November 24 to 80011')).toBeInTheDocument();
  });

  it("fills each card's action slot with what the route passes", () => {
    renderCard(({ variant }) => <button type="button">{`Add ${variant.sku}`}</button>);
    expect(screen.getByRole('button', { name: 'Add DOG-ADULT-CHICKEN-30LB' })).toBeInTheDocument();
  });

  it("shows the reviews feature's stars on a consumer card, with their words", () => {
    renderCard();
    expect(screen.getByRole('img', { name: '4.6 out of 5, 23 reviews' })).toBeInTheDocument();
  });

  it('shows no stars on the staff site, which hides ratings (SPEC §2)', () => {
    renderCard(undefined, 'HPSF');
    expect(screen.queryByRole('img', { name: /out of 5/ })).toBeNull();
  });
});
