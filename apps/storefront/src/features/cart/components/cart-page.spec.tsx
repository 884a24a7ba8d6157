import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_QUERY_KEY } from '../../../lib/cart/cart-cache';
import { readCartId, storeCartId } from '../../../lib/cart/cart-id-storage';
import { installRoutedFakeApi } from '../../../testing/account-fixtures';
import { CART_API, cartFixture, resetCartStorage, seedCart } from '../../../testing/cart-fixtures';
import { jsonResponse } from '../../../testing/fake-api';
import { renderInRouter } from '../../../testing/render-in-router';
import { createTestQueryClient } from '../../../testing/test-query-client';
import type { CartAnalyticsReporter } from '../model/cart-analytics';
import { CartPage } from './cart-page';

/** The API while its database is away (issue 26): 503 SERVICE_UNAVAILABLE with Retry-After. */
const unavailable = () =>
  new Response(
    JSON.stringify({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The shop cannot reach its database',
    }),
    { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '5' } },
  );

const analytics: CartAnalyticsReporter = {
  viewCart: () => undefined,
  addToCart: () => undefined,
  removeFromCart: () => undefined,
  beginCheckout: () => undefined,
  autoshipFrequencyChanged: () => undefined,
};

function renderCartPage(queryClient = createTestQueryClient()) {
  return renderInRouter(
    <CartPage
      threshold={49}
      userLocation=""
      analytics={analytics}
      requestCheckoutPath={async () => '/checkout'}
    />,
    { path: '/cart', queryClient },
  );
}

describe('the cart page while the shop is having trouble (503 SERVICE_UNAVAILABLE)', () => {
  let restore = () => undefined as void;
  beforeEach(() => resetCartStorage());
  afterEach(() => {
    restore();
    vi.restoreAllMocks();
  });

  it("says we're having trouble, offers Retry, and keeps the cart for when the shop is back", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeCartId('gid://shop/Cart/g1', { guest: true });
    let answer = unavailable;
    const api = installRoutedFakeApi({ [CART_API.get]: () => answer() });
    restore = api.restore;
    renderCartPage();

    expect(await screen.findByText(/We're having trouble right now\. .*Your cart is saved\./)).toBeTruthy();
    expect(readCartId()).toBe('gid://shop/Cart/g1');

    answer = () => jsonResponse(cartFixture({ id: 'gid://shop/Cart/g1' }));
    screen.getByRole('button', { name: 'Retry' }).click();
    await waitFor(() => expect(screen.queryByText(/We're having trouble/)).toBeNull());
    expect(screen.queryByText('Your cart is empty')).toBeNull();
    expect(readCartId()).toBe('gid://shop/Cart/g1');
  });

  it('keeps showing the cart it has when a re-read fails, with the trouble above it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeCartId('gid://shop/Cart/g1', { guest: true });
    const queryClient = createTestQueryClient();
    const cart = cartFixture({ id: 'gid://shop/Cart/g1' });
    seedCart(queryClient, cart);
    const api = installRoutedFakeApi({ [CART_API.get]: () => unavailable() });
    restore = api.restore;
    renderCartPage(queryClient);
    await queryClient.refetchQueries({ queryKey: CART_QUERY_KEY });

    expect(await screen.findByText(/We're having trouble right now\./)).toBeTruthy();
    expect(screen.getAllByText(cart.lineItems[0].product.title).length).toBeGreaterThan(0);
    expect(readCartId()).toBe('gid://shop/Cart/g1');
  });
});
