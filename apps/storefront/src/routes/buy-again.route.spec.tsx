import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ORDERS_API, orderFixture, orderLineFixture } from '../features/orders/testing/order-fixtures';
import { API, customerFixture, installRoutedFakeApi, seedSession } from '../testing/account-fixtures';
import { CART_API, cartFixture, cartLineFixture, resetCartStorage, seedCart } from '../testing/cart-fixtures';
import { jsonResponse } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';
import { createTestQueryClient } from '../testing/test-query-client';

const ORDER_ID = '00000000-0000-4000-8000-000000100123';
const CHICKEN = orderLineFixture({
  sku: 'CHICKEN',
  variantId: 'gid://shop/ProductVariant/chicken',
  quantity: 2,
});
const RETIRED = orderLineFixture({
  id: 'gid://shop/LineItem/l2',
  sku: 'RETIRED',
  variantId: 'gid://shop/ProductVariant/retired',
  title: 'Old Formula',
  variantTitle: '4 lb bag',
  quantity: 1,
  sellingPlanId: 'gid://shop/SellingPlan/4',
  frequencyDays: 28,
});

function addedCart(quantity: number) {
  return cartFixture({
    id: 'gid://shop/Cart/c1',
    customerId: 'gid://shop/Customer/c1',
    lines: [cartLineFixture({ sku: 'CHICKEN', quantity })],
  });
}

describe('Buy again on /account/orders/{id}', () => {
  let restore = () => undefined as void;
  beforeEach(() => resetCartStorage());
  afterEach(() => {
    restore();
    window.sessionStorage.clear();
  });

  it("adds the order's lines with the same quantities (one-time), goes to the cart and names what could not be added", async () => {
    const fake = installRoutedFakeApi({
      [API.customer]: () => jsonResponse(customerFixture()),
      [ORDERS_API.one]: () =>
        jsonResponse(orderFixture(100123, { id: `gid://shop/Order/${ORDER_ID}` }, [CHICKEN, RETIRED])),
      [CART_API.create]: () => jsonResponse(addedCart(2)),
      [CART_API.add]: () =>
        jsonResponse({ statusCode: 422, code: 'VARIANT_UNAVAILABLE', message: 'Not sold any more' }, 422),
      [CART_API.get]: () => jsonResponse(addedCart(2)),
    });
    restore = fake.restore;
    const queryClient = createTestQueryClient();
    seedSession(queryClient, customerFixture());
    seedCart(queryClient, null);
    const { router } = renderApp(`/account/orders/${ORDER_ID}`, { queryClient });

    await userEvent.click(await screen.findByRole('button', { name: 'Buy again' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(fake.callsTo(CART_API.create)[0]?.body).toMatchObject({
      lineItems: [{ merchandiseId: 'gid://shop/ProductVariant/chicken', quantity: 2, sellingPlanId: null }],
    });
    expect(fake.callsTo(CART_API.add)[0]?.body).toMatchObject({
      cartId: 'gid://shop/Cart/c1',
      lineItems: [{ merchandiseId: 'gid://shop/ProductVariant/retired', quantity: 1, sellingPlanId: null }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Old Formula (4 lb bag) could not be added: This product cannot be added right now.',
    );
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    const adds = (window.dataLayer ?? []).filter(
      (entry) => (entry as { event?: string }).event === 'add_to_cart',
    );
    expect(adds).toHaveLength(1);
  });

  it('says when the limit capped a line', async () => {
    const fake = installRoutedFakeApi({
      [API.customer]: () => jsonResponse(customerFixture()),
      [ORDERS_API.one]: () =>
        jsonResponse(
          orderFixture(100123, { id: `gid://shop/Order/${ORDER_ID}` }, [{ ...CHICKEN, quantity: 10 }]),
        ),
      [CART_API.add]: () =>
        jsonResponse({
          ...addedCart(10),
          warnings: [{ code: 'QUANTITY_LIMITED', message: 'At most 10', lineId: 'gid://shop/CartLine/l1' }],
        }),
    });
    restore = fake.restore;
    const queryClient = createTestQueryClient();
    seedSession(queryClient, customerFixture());
    seedCart(queryClient, addedCart(4));
    renderApp(`/account/orders/${ORDER_ID}`, { queryClient });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Adult Chicken & Rice (4 lb bag): only part could be added; your cart now holds 10, the most allowed.',
    );
  });
});
