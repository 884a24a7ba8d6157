import { CART_OVER_LIMIT_MESSAGE } from '@shop/cart';
import { encodeRedirect } from '@shop/identity';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetUserLocation } from '../features/location/testing/location-test-state';
import { writeFtcAcknowledged } from '../lib/browser/ftc-acknowledgement';
import { storeCartId } from '../lib/cart/cart-id-storage';
import type { Cart } from '../lib/cart/cart-cache';
import { customerFixture, installRoutedFakeApi, seedSession } from '../testing/account-fixtures';
import { CART_API, cartFixture, cartLineFixture, resetCartStorage, seedCart } from '../testing/cart-fixtures';
import { jsonResponse } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';
import { createTestQueryClient } from '../testing/test-query-client';

// The default guest location, so the page has no reason to move the cart's stock check.
const HERE = [{ key: 'userLocation', value: '80011::HOME' }];
const MULTIPASS = '/api/multipass';
const LINK = { url: 'http://localhost:3000/checkout?token=t1', expiresAt: '2030-01-01T00:30:00.000Z' };
const PLAN = { id: 'gid://shop/SellingPlan/4', name: 'Every 4 weeks', frequencyDays: 28 };

function ecommerceEvents(event: string) {
  return (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === event) as Array<{
    ecommerce: { items: Array<{ item_id: string; quantity: number }> };
  }>;
}

function showCart(cart: Cart | null, { signedIn = false } = {}) {
  const queryClient = createTestQueryClient();
  seedSession(queryClient, signedIn ? customerFixture() : null);
  if (cart) storeCartId(cart.id, { guest: !signedIn });
  seedCart(queryClient, cart);
  return renderApp('/cart', { queryClient });
}

describe('/cart (SPEC §2 Cart page)', () => {
  let restore = () => undefined as void;
  beforeAll(async () => {
    await import('./cart.route');
  });
  beforeEach(() => {
    resetCartStorage();
    resetUserLocation();
    delete window.dataLayer;
  });
  afterEach(() => restore());

  it("says the cart is empty, titled 'Shopping Cart'", async () => {
    ({ restore } = installRoutedFakeApi({}));
    showCart(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    await waitFor(() => expect(document.title).toBe('Shopping Cart | Shop Pet Nutrition'));
    expect(ecommerceEvents('view_cart')).toHaveLength(0);
  });

  it('shows the lines, the tracker, the order summary with the $4 note, the mini cart count and view_cart', async () => {
    ({ restore } = installRoutedFakeApi({}));
    showCart(cartFixture({ lines: [cartLineFixture({ quantity: 1, unitCents: 2999 })], attributes: HERE }));
    expect(await screen.findByRole('link', { name: 'Adult Chicken & Rice' })).toBeInTheDocument();
    expect(screen.getByText('Chicken / 30 lb')).toBeInTheDocument();
    expect(screen.getByText('$19.01 until free shipping')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Subtotal Before Savings')).toBeInTheDocument();
    expect(within(summary).getByText('Estimated Total')).toBeInTheDocument();
    expect(within(summary).getByText(/Alaska and Hawaii add a \$4 service charge/)).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    await waitFor(() => expect(ecommerceEvents('view_cart')).toHaveLength(1));
    expect(ecommerceEvents('view_cart')[0]?.ecommerce.items[0]).toMatchObject({
      item_id: 'DOG-ADULT-CHICKEN-30LB',
      quantity: 1,
    });
  });

  it("shows the server's warnings readably and the lines that cannot ship to the ZIP", async () => {
    ({ restore } = installRoutedFakeApi({}));
    showCart(
      cartFixture({
        attributes: HERE,
        lines: [cartLineFixture({ quantity: 10, stock: { inStock: false, status: 'OUT' } })],
        stockCheck: { zipCode: '80011', destination: 'HOME', checked: true, problem: null },
        warnings: [{ code: 'QUANTITY_LIMITED', message: 'At most 10 ...', lineId: 'gid://shop/CartLine/l1' }],
      }),
    );
    expect(await screen.findByText('Out of stock: cannot ship to 80011')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Adult Chicken & Rice: You can buy up to 10 of this item per order. Your cart holds 10.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses checkout of an over-limit cart and says why', async () => {
    ({ restore } = installRoutedFakeApi({}));
    showCart(
      cartFixture({
        attributes: HERE,
        lines: [
          cartLineFixture({ id: 'gid://shop/CartLine/a', sku: 'A', quantity: 6 }),
          cartLineFixture({ id: 'gid://shop/CartLine/b', sku: 'B', quantity: 5 }),
        ],
      }),
    );
    expect(await screen.findByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(CART_OVER_LIMIT_MESSAGE);
  });

  it('removes a line (remove_from_cart) and shows the empty state when it was the last', async () => {
    const fake = installRoutedFakeApi({
      [CART_API.remove]: () => jsonResponse(cartFixture({ lines: [], deleted: true })),
    });
    restore = fake.restore;
    showCart(cartFixture({ attributes: HERE, lines: [cartLineFixture({ quantity: 2 })] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Adult Chicken & Rice' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(fake.callsTo(CART_API.remove)[0]?.body).toMatchObject({ lineItemIds: ['gid://shop/CartLine/l1'] });
    expect(ecommerceEvents('remove_from_cart')[0]?.ecommerce.items[0]).toMatchObject({ quantity: 2 });
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('changes a quantity at once and puts it back when the cart refuses', async () => {
    const fake = installRoutedFakeApi({
      [CART_API.update]: () => jsonResponse({ statusCode: 409, code: 'CART_BUSY', message: 'busy' }, 409),
    });
    restore = fake.restore;
    showCart(cartFixture({ attributes: HERE, lines: [cartLineFixture({ quantity: 2 })] }));
    fireEvent.click(await screen.findByRole('button', { name: /increase/i }));
    expect(
      await screen.findByText('Your cart was being updated elsewhere. Please try again.'),
    ).toBeInTheDocument();
    expect(fake.callsTo(CART_API.update)[0]?.body).toMatchObject({
      lineItems: [{ id: 'gid://shop/CartLine/l1', quantity: 3 }],
    });
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('asks multipass for the link, then goes to checkout with begin_checkout for a one-time cart', async () => {
    const fake = installRoutedFakeApi({ [MULTIPASS]: () => jsonResponse(LINK) });
    restore = fake.restore;
    const { router } = showCart(cartFixture({ attributes: HERE }));
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?token=t1');
    expect(fake.callsTo(MULTIPASS)[0]?.body).toEqual({ cartId: 'gid://shop/Cart/guest1', getURL: true });
    expect(ecommerceEvents('begin_checkout')).toHaveLength(1);
    expect(window.localStorage.getItem('col_recent_checkout')).toBe('gid://shop/Cart/guest1');
  });

  it('keeps the cart and says why when the checkout link is refused (SPEC §8 error callback)', async () => {
    ({ restore } = installRoutedFakeApi({
      [MULTIPASS]: () =>
        jsonResponse(
          { statusCode: 409, code: 'CART_EMPTY', message: 'The cart has no items to check out' },
          409,
        ),
    }));
    const { router } = showCart(cartFixture({ attributes: HERE }));
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('The cart has no items to check out')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
    expect(ecommerceEvents('begin_checkout')).toHaveLength(0);
  });

  it("lets a guest start an autoship at checkout when the API's AUTOSHIP_REQUIRES_LOGIN is off", async () => {
    ({ restore } = installRoutedFakeApi({ [MULTIPASS]: () => jsonResponse(LINK) }));
    writeFtcAcknowledged(true);
    const queryClient = createTestQueryClient();
    seedSession(queryClient, null);
    const cart = cartFixture({ attributes: HERE, lines: [cartLineFixture({ plan: PLAN })] });
    storeCartId(cart.id, { guest: true });
    seedCart(queryClient, cart);
    const { router } = renderApp('/cart', { queryClient, site: { autoshipRequiresLogin: false } });
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('shows what buy again could not add', async () => {
    ({ restore } = installRoutedFakeApi({}));
    const queryClient = createTestQueryClient();
    seedSession(queryClient, null);
    seedCart(queryClient, cartFixture({ attributes: HERE }));
    const { router } = renderApp('/', { queryClient });
    await router.navigate('/cart', {
      state: { cartNotices: ['Old Formula (4 lb) could not be added: gone'] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Old Formula (4 lb) could not be added: gone');
  });

  it('asks for the autoship terms first, then sends a guest to sign in before checkout', async () => {
    ({ restore } = installRoutedFakeApi({}));
    const { router } = showCart(
      cartFixture({ attributes: HERE, lines: [cartLineFixture({ plan: PLAN, quantity: 2 })] }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    const terms = await screen.findByRole('dialog', { name: 'Before you start your autoship' });
    fireEvent.click(within(terms).getByRole('checkbox'));
    fireEvent.click(within(terms).getByRole('button', { name: 'Continue to Checkout' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/shelter/autoship-required-login?redirect=${encodeURIComponent(encodeRedirect('/checkout'))}`,
      ),
    );
    expect(ecommerceEvents('begin_checkout')).toHaveLength(0);
  });

  it('lets a signed-in shopper who acknowledged before go straight to checkout', async () => {
    ({ restore } = installRoutedFakeApi({ [MULTIPASS]: () => jsonResponse(LINK) }));
    writeFtcAcknowledged(true);
    const { router } = showCart(
      cartFixture({
        attributes: HERE,
        customerId: 'gid://shop/Customer/1',
        lines: [cartLineFixture({ plan: PLAN })],
      }),
      { signedIn: true },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
