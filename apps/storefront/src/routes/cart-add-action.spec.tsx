import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProductCard } from '../features/catalog/components/product-card';
import { seedMerchandising } from '../features/catalog/testing/seed-catalog';
import { AddedToCartDialogHost } from '../features/cart/context/added-to-cart-dialog-host';
import { resetUserLocation, seedDeliveryEstimate } from '../features/location/testing/location-test-state';
import { readCartId } from '../lib/cart/cart-id-storage';
import { installRoutedFakeApi } from '../testing/account-fixtures';
import { CART_API, cartFixture, cartLineFixture, resetCartStorage } from '../testing/cart-fixtures';
import { productFixture, variantFixture } from '../testing/catalog-fixtures';
import { jsonResponse } from '../testing/fake-api';
import { renderInRouter } from '../testing/render-in-router';
import { createTestQueryClient } from '../testing/test-query-client';
import type { SiteId } from '@shop/identity';
import { RouteCardEnvironment } from './route-card-environment';

const MERCHANDISE = 'gid://shop/ProductVariant/var-1';
const PLAN = { id: 'gid://shop/SellingPlan/4', name: 'Every 4 weeks', frequencyDays: 28, frequency: 4 };

function events(name: string) {
  return (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === name);
}

function renderCard({ inStock = true, siteId = 'DTC' as SiteId } = {}) {
  const queryClient = createTestQueryClient();
  seedMerchandising(queryClient);
  seedDeliveryEstimate(queryClient);
  const product = productFixture({ variants: [variantFixture({ inStock })] });
  return renderInRouter(
    <AddedToCartDialogHost>
      <RouteCardEnvironment skus={[]}>
        <ProductCard product={product} />
      </RouteCardEnvironment>
    </AddedToCartDialogHost>,
    { queryClient, siteId },
  );
}

describe('add to cart on a product card (SPEC §2, §4)', () => {
  let restore = () => undefined as void;
  beforeEach(() => {
    resetCartStorage();
    resetUserLocation();
    delete window.dataLayer;
  });
  afterEach(() => restore());

  it('creates the cart, reports add_to_cart and opens the confirmation', async () => {
    const line = cartLineFixture({ sku: 'var-1', quantity: 1, title: 'Adult Chicken & Rice Recipe' });
    line.variant.adminGraphqlId = MERCHANDISE;
    const fake = installRoutedFakeApi({
      [CART_API.create]: () => jsonResponse(cartFixture({ id: 'gid://shop/Cart/n1', lines: [line] })),
    });
    restore = fake.restore;
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Item added to your cart!' });
    expect(within(dialog).getByText('1 item')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
    expect(fake.callsTo(CART_API.create)[0]?.body).toEqual({
      lineItems: [{ merchandiseId: MERCHANDISE, quantity: 1, sellingPlanId: null }],
    });
    expect(readCartId()).toBe('gid://shop/Cart/n1');
    expect(events('add_to_cart')).toHaveLength(1);
  });

  it('adds on autoship with the chosen frequency and reports the frequency event', async () => {
    const line = cartLineFixture({ sku: 'var-1', quantity: 1, plan: PLAN });
    line.variant.adminGraphqlId = MERCHANDISE;
    const fake = installRoutedFakeApi({
      [CART_API.plans]: () =>
        jsonResponse({ sku: 'DOG-ADULT-CHICKEN-30LB', eligible: true, sellingPlans: [PLAN] }),
      [CART_API.create]: () => jsonResponse(cartFixture({ lines: [line] })),
    });
    restore = fake.restore;
    renderCard();
    fireEvent.click(screen.getByRole('radio', { name: 'Autoship & save 5%' }));
    expect(await screen.findByRole('combobox', { name: 'Deliver every' })).toHaveValue(PLAN.id);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(events('add_to_cart')).toHaveLength(1));
    expect(fake.callsTo(CART_API.create)[0]?.body).toEqual({
      lineItems: [{ merchandiseId: MERCHANDISE, quantity: 1, sellingPlanId: PLAN.id }],
    });
    expect(events('autoship_frequency_selected')).toHaveLength(1);
  });

  it('disables the add button of an out-of-stock variant', () => {
    ({ restore } = installRoutedFakeApi({}));
    renderCard({ inStock: false });
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('offers no autoship on the staff site', () => {
    ({ restore } = installRoutedFakeApi({}));
    renderCard({ siteId: 'HPSF' });
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.queryByRole('radio', { name: /Autoship/ })).not.toBeInTheDocument();
  });
});
