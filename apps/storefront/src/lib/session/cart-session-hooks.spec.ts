import { CART_COOKIE } from '@shop/cart';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerFixture, installRoutedFakeApi } from '../../testing/account-fixtures';
import {
  CART_API,
  cartFixture,
  cartLineFixture,
  resetCartStorage,
  seedCart,
} from '../../testing/cart-fixtures';
import { errorResponse, jsonResponse } from '../../testing/fake-api';
import { createTestQueryClient } from '../../testing/test-query-client';
import { readCookie } from '../browser/cookies';
import { writeFtcAcknowledged } from '../browser/ftc-acknowledgement';
import {
  GUEST_CART_KEY,
  markRecentCheckout,
  readCartId,
  RECENT_CHECKOUT_KEY,
  storeCartId,
} from '../cart/cart-id-storage';
import { CART_QUERY_KEY } from '../cart/cart-cache';
import {
  acknowledgedCheckoutLink,
  mergeGuestCartAfterSignIn,
  resetCartAfterSignOut,
} from './cart-session-hooks';

const GUEST = 'gid://shop/Cart/guest1';
const PERSISTED = 'gid://shop/Cart/persisted1';
const CUSTOMER = 'gid://shop/Customer/7';

function customerWithCart(cartId: string | null) {
  return customerFixture({
    persistedCartMetafield: cartId ? { id: 'gid://shop/Metafield/1', value: cartId } : null,
  });
}

describe('cart session hooks (SPEC §4 Login, Logout)', () => {
  let restore = () => undefined as void;
  beforeEach(() => resetCartStorage());
  afterEach(() => {
    restore();
    vi.restoreAllMocks();
  });

  const guestCart = cartFixture({
    id: GUEST,
    lines: [
      cartLineFixture({ id: 'gid://shop/CartLine/g1', sku: 'SKU-1', quantity: 3 }),
      cartLineFixture({
        id: 'gid://shop/CartLine/g2',
        sku: 'SKU-2',
        quantity: 2,
        plan: { id: 'gid://shop/SellingPlan/4', name: 'Every 4 weeks', frequencyDays: 28 },
      }),
    ],
  });

  it("merges the guest cart's lines into the persisted cart and keeps that one", async () => {
    storeCartId(GUEST, { guest: true });
    const persisted = cartFixture({ id: PERSISTED, customerId: CUSTOMER });
    const merged = cartFixture({
      id: PERSISTED,
      customerId: CUSTOMER,
      lines: [cartLineFixture({ quantity: 6 })],
    });
    const fake = installRoutedFakeApi({
      [CART_API.get]: (body) => jsonResponse(body['cartId'] === GUEST ? guestCart : persisted),
      [CART_API.add]: () => jsonResponse(merged),
    });
    restore = fake.restore;
    const queryClient = createTestQueryClient();

    await mergeGuestCartAfterSignIn(customerWithCart(PERSISTED), queryClient);

    expect(fake.callsTo(CART_API.add)[0]?.body).toEqual({
      cartId: PERSISTED,
      lineItems: [
        {
          merchandiseId: 'gid://shop/ProductVariant/SKU-1',
          quantity: 3,
          sellingPlanId: null,
          attributes: [],
        },
        {
          merchandiseId: 'gid://shop/ProductVariant/SKU-2',
          quantity: 2,
          sellingPlanId: 'gid://shop/SellingPlan/4',
          attributes: [],
        },
      ],
    });
    expect(readCookie(CART_COOKIE)).toBe(PERSISTED);
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(queryClient.getQueryData(CART_QUERY_KEY)).toEqual(merged);
  });

  it('keeps and links the guest cart when the persisted cart cannot be loaded', async () => {
    storeCartId(GUEST, { guest: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const linked = {
      ...guestCart,
      buyerIdentity: { ...guestCart.buyerIdentity, customer: { id: CUSTOMER } },
    };
    const fake = installRoutedFakeApi({
      [CART_API.get]: (body) =>
        body['cartId'] === GUEST ? jsonResponse(guestCart) : errorResponse(404, 'CART_NOT_FOUND'),
      [CART_API.buyerIdentity]: () => jsonResponse(linked),
    });
    restore = fake.restore;

    await mergeGuestCartAfterSignIn(customerWithCart(PERSISTED), createTestQueryClient());

    expect(fake.callsTo(CART_API.add)).toHaveLength(0);
    expect(fake.callsTo(CART_API.buyerIdentity)[0]?.body).toEqual({ cartId: GUEST, buyerIdentity: {} });
    expect(readCookie(CART_COOKIE)).toBe(GUEST);
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('links the guest cart of a customer who has no persisted cart yet', async () => {
    storeCartId(GUEST, { guest: true });
    const fake = installRoutedFakeApi({
      [CART_API.get]: () => jsonResponse(guestCart),
      [CART_API.buyerIdentity]: () =>
        jsonResponse({
          ...guestCart,
          buyerIdentity: { ...guestCart.buyerIdentity, customer: { id: CUSTOMER } },
        }),
    });
    restore = fake.restore;
    await mergeGuestCartAfterSignIn(customerWithCart(null), createTestQueryClient());
    expect(fake.callsTo(CART_API.buyerIdentity)).toHaveLength(1);
    expect(readCartId()).toBe(GUEST);
  });

  it('restores the persisted cart in a browser without a guest cart', async () => {
    const persisted = cartFixture({ id: PERSISTED, customerId: CUSTOMER });
    const fake = installRoutedFakeApi({ [CART_API.get]: () => jsonResponse(persisted) });
    restore = fake.restore;
    await mergeGuestCartAfterSignIn(customerWithCart(PERSISTED), createTestQueryClient());
    expect(fake.callsTo(CART_API.get).map((call) => call.body['cartId'])).toEqual([PERSISTED]);
    expect(fake.callsTo(CART_API.add)).toHaveLength(0);
    expect(readCookie(CART_COOKIE)).toBe(PERSISTED);
  });

  it('ends without a cart when neither can be loaded, and never fails the sign-in', async () => {
    storeCartId(GUEST, { guest: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    ({ restore } = installRoutedFakeApi({ [CART_API.get]: () => errorResponse(500) }));
    await expect(
      mergeGuestCartAfterSignIn(customerWithCart(PERSISTED), createTestQueryClient()),
    ).resolves.toBe(undefined);
    expect(readCartId()).toBeNull();
  });

  it('clears the cookie, the guest id, the local cart and the recent-checkout flag at sign-out', async () => {
    storeCartId(GUEST, { guest: true });
    markRecentCheckout(GUEST);
    const queryClient = createTestQueryClient();
    seedCart(queryClient, guestCart);
    await resetCartAfterSignOut(queryClient);
    expect(readCookie(CART_COOKIE)).toBeNull();
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(window.localStorage.getItem(RECENT_CHECKOUT_KEY)).toBeNull();
    expect(queryClient.getQueryData(CART_QUERY_KEY)).toBeNull();
  });

  it('sends a shopper who acknowledged the autoship terms on to checkout after sign-in (SPEC §2)', () => {
    expect(acknowledgedCheckoutLink()).toBeNull();
    storeCartId(PERSISTED, { guest: false });
    expect(acknowledgedCheckoutLink()).toBeNull();
    writeFtcAcknowledged(true);
    expect(acknowledgedCheckoutLink()).toBe('/checkout');
  });
});
