import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installRoutedFakeApi } from '../../testing/account-fixtures';
import { CART_API, cartFixture, resetCartStorage } from '../../testing/cart-fixtures';
import { errorResponse, jsonResponse } from '../../testing/fake-api';
import { createTestQueryClient } from '../../testing/test-query-client';
import { readCookie } from '../browser/cookies';
import {
  ADD_FAILED_LOG,
  addCartLine,
  CART_CREATE_FAILED_LOG,
  NO_CART_FOUND_LOG,
  NoCartError,
} from './cart-calls';
import { applyCartAnswer, CART_QUERY_KEY } from './cart-cache';
import { CART_COOKIE } from '@shop/cart';
import { GUEST_CART_KEY, readCartId, storeCartId } from './cart-id-storage';

const LINE = { merchandiseId: 'gid://shop/ProductVariant/SKU-1', quantity: 2, sellingPlanId: null };

describe('cart state', () => {
  let restore = () => undefined as void;
  beforeEach(() => resetCartStorage());
  afterEach(() => {
    restore();
    vi.restoreAllMocks();
  });

  describe('the cart id in the browser (SPEC §3, §4)', () => {
    it("rewrites col_cart_id from every answer and keeps a guest's id in guest_col_cart_id", () => {
      const queryClient = createTestQueryClient();
      applyCartAnswer(queryClient, cartFixture({ id: 'gid://shop/Cart/g1' }));
      expect(readCookie(CART_COOKIE)).toBe('gid://shop/Cart/g1');
      expect(window.localStorage.getItem(GUEST_CART_KEY)).toBe('gid://shop/Cart/g1');
      expect(queryClient.getQueryData(CART_QUERY_KEY)).toMatchObject({ id: 'gid://shop/Cart/g1' });
    });

    it("keeps a customer's cart in the cookie only", () => {
      const queryClient = createTestQueryClient();
      window.localStorage.setItem(GUEST_CART_KEY, 'gid://shop/Cart/old');
      applyCartAnswer(
        queryClient,
        cartFixture({ id: 'gid://shop/Cart/c1', customerId: 'gid://shop/Customer/9' }),
      );
      expect(readCookie(CART_COOKIE)).toBe('gid://shop/Cart/c1');
      expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    });

    it('deletes the cart locally when an answer says deleted or holds nothing', () => {
      const queryClient = createTestQueryClient();
      storeCartId('gid://shop/Cart/g1', { guest: true });
      expect(applyCartAnswer(queryClient, cartFixture({ lines: [], deleted: true }))).toBeNull();
      expect(readCartId()).toBeNull();
      expect(readCookie(CART_COOKIE)).toBeNull();
      expect(queryClient.getQueryData(CART_QUERY_KEY)).toBeNull();

      storeCartId('gid://shop/Cart/g2', { guest: true });
      applyCartAnswer(queryClient, cartFixture({ id: 'gid://shop/Cart/g2', lines: [] }));
      expect(readCartId()).toBeNull();
    });

    it('ignores a cookie value the shop did not write', () => {
      document.cookie = `${CART_COOKIE}=not-a-cart; path=/`;
      expect(readCartId()).toBeNull();
    });
  });

  describe('adding (SPEC §4 add to cart, §8 messages)', () => {
    it('creates the cart on the first add and adds to it afterwards', async () => {
      const created = cartFixture({ id: 'gid://shop/Cart/new' });
      const fake = installRoutedFakeApi({
        [CART_API.create]: () => jsonResponse(created),
        [CART_API.add]: () => jsonResponse(created),
      });
      restore = fake.restore;
      const queryClient = createTestQueryClient();

      await addCartLine(queryClient, LINE);
      expect(fake.callsTo(CART_API.create)[0]?.body).toEqual({ lineItems: [LINE] });
      expect(readCartId()).toBe('gid://shop/Cart/new');

      await addCartLine(queryClient, LINE);
      expect(fake.callsTo(CART_API.add)[0]?.body).toEqual({
        cartId: 'gid://shop/Cart/new',
        lineItems: [LINE],
      });
      expect(fake.callsTo(CART_API.create)).toHaveLength(1);
    });

    it('starts a new cart when the stored one is gone', async () => {
      storeCartId('gid://shop/Cart/gone', { guest: true });
      const fake = installRoutedFakeApi({
        [CART_API.add]: () => errorResponse(404, 'CART_NOT_FOUND'),
        [CART_API.create]: () => jsonResponse(cartFixture({ id: 'gid://shop/Cart/fresh' })),
      });
      restore = fake.restore;
      const cart = await addCartLine(createTestQueryClient(), LINE);
      expect(cart?.id).toBe('gid://shop/Cart/fresh');
      expect(readCartId()).toBe('gid://shop/Cart/fresh');
    });

    it("logs 'Error creating cart (Check if variant ID is valid)' then 'No cart found' and abandons the add", async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      ({ restore } = installRoutedFakeApi({
        [CART_API.create]: () => errorResponse(422, 'UNKNOWN_VARIANT'),
      }));
      await expect(addCartLine(createTestQueryClient(), LINE)).rejects.toBeInstanceOf(NoCartError);
      expect(errors.mock.calls.map((call) => call[0])).toEqual([CART_CREATE_FAILED_LOG, NO_CART_FOUND_LOG]);
      expect(CART_CREATE_FAILED_LOG).toBe('Error creating cart (Check if variant ID is valid)');
      expect(NO_CART_FOUND_LOG).toBe('No cart found');
      expect(readCartId()).toBeNull();
    });

    it("logs 'Error adding product (Check if variant ID is valid)' when the add to an existing cart fails", async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      storeCartId('gid://shop/Cart/g1', { guest: true });
      ({ restore } = installRoutedFakeApi({ [CART_API.add]: () => errorResponse(422, 'UNKNOWN_VARIANT') }));
      await expect(addCartLine(createTestQueryClient(), LINE)).rejects.toMatchObject({ status: 422 });
      expect(errors.mock.calls.map((call) => call[0])).toEqual([ADD_FAILED_LOG]);
      expect(ADD_FAILED_LOG).toBe('Error adding product (Check if variant ID is valid)');
      expect(readCartId()).toBe('gid://shop/Cart/g1');
    });
  });
});
