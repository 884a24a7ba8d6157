import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProductCard } from '../features/catalog/components/product-card';
import type { CardActionSlot } from '../features/catalog/context/card-environment';
import { seedMerchandising } from '../features/catalog/testing/seed-catalog';
import { resetUserLocation, seedDeliveryEstimate } from '../features/location/testing/location-test-state';
import { productFixture } from '../testing/catalog-fixtures';
import { renderInRouter } from '../testing/render-in-router';
import { createTestQueryClient } from '../testing/test-query-client';
import { RouteCardEnvironment } from './route-card-environment';

describe('RouteCardEnvironment', () => {
  beforeEach(() => resetUserLocation());

  function renderCard(renderAction?: CardActionSlot) {
    const queryClient = createTestQueryClient();
    seedMerchandising(queryClient);
    seedDeliveryEstimate(queryClient);
    renderInRouter(
      <RouteCardEnvironment skus={[]} renderAction={renderAction}>
        <ProductCard product={productFixture()} />
      </RouteCardEnvironment>,
      { queryClient },
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
});
