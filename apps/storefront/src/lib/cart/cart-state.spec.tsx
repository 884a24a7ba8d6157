import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installRoutedFakeApi } from '../../testing/account-fixtures';
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
import {
  ADD_FAILED_LOG,
  addCartLine,
  CART_CREATE_FAILED_LOG,
  NO_CART_FOUND_LOG,
  NoCartError,
} from './cart-calls';
import { CART_COOKIE, GUEST_CART_KEY, readCartId, storeCartId } from './cart-id-storage';
import { applyCartAnswer, CART_QUERY_KEY, cartQueryOptions, type Cart } from './cart-queries';
import { useChangeCartLine } from './use-cart-actions';

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

    it('reads no cart without an id, and forgets an id the API no longer knows (404)', async () => {
      const fake = installRoutedFakeApi({ [CART_API.get]: () => errorResponse(404, 'CART_NOT_FOUND') });
      restore = fake.restore;
      const queryClient = createTestQueryClient();
      expect(await queryClient.fetchQuery(cartQueryOptions())).toBeNull();
      expect(fake.calls).toHaveLength(0);

      storeCartId('gid://shop/Cart/gone', { guest: true });
      expect(await queryClient.fetchQuery({ ...cartQueryOptions(), staleTime: 0 })).toBeNull();
      expect(fake.callsTo(CART_API.get)[0]?.body).toEqual({ cartId: 'gid://shop/Cart/gone' });
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

  describe('changing a line (optimistic)', () => {
    function setup(answer: () => Response | Promise<Response>) {
      const cart = cartFixture({ lines: [cartLineFixture({ quantity: 2 })] });
      storeCartId(cart.id, { guest: true });
      const fake = installRoutedFakeApi({ [CART_API.update]: answer, [CART_API.remove]: answer });
      restore = fake.restore;
      const queryClient = createTestQueryClient();
      seedCart(queryClient, cart);
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      );
      const { result } = renderHook(() => useChangeCartLine(), { wrapper });
      const current = () => queryClient.getQueryData<Cart | null>(CART_QUERY_KEY);
      return { result, current, fake, cart };
    }

    it('shows the new quantity at once and keeps the answer', async () => {
      let answer!: (response: Response) => void;
      const { result, current, fake, cart } = setup(
        () => new Promise<Response>((resolve) => (answer = resolve)),
      );
      act(() => result.current.mutate({ lineId: 'gid://shop/CartLine/l1', quantity: 4 }));
      await waitFor(() => expect(current()?.lineItems[0]?.quantity).toBe(4));
      expect(current()?.totalQuantity).toBe(4);
      await waitFor(() => expect(fake.callsTo(CART_API.update)).toHaveLength(1));
      expect(fake.callsTo(CART_API.update)[0]?.body).toEqual({
        cartId: cart.id,
        lineItems: [{ id: 'gid://shop/CartLine/l1', quantity: 4 }],
      });
      answer(jsonResponse(cartFixture({ lines: [cartLineFixture({ quantity: 4 })] })));
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(current()?.cost.cents.subtotalBeforeSavingsCents).toBe(4 * 5499);
    });

    it('rolls back to the cart as it was when the change is refused', async () => {
      let answer!: (response: Response) => void;
      const { result, current } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
      act(() => result.current.mutate({ lineId: 'gid://shop/CartLine/l1', quantity: 7 }));
      await waitFor(() => expect(current()?.lineItems[0]?.quantity).toBe(7));
      answer(errorResponse(409, 'CART_BUSY'));
      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(current()?.lineItems[0]?.quantity).toBe(2);
      expect(current()?.totalQuantity).toBe(2);
    });

    it('removes the line at 0 through remove-cart-line-items, and the last one deletes the cart', async () => {
      const { result, current, fake } = setup(() => jsonResponse(cartFixture({ lines: [], deleted: true })));
      act(() => result.current.mutate({ lineId: 'gid://shop/CartLine/l1', quantity: 0 }));
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(fake.callsTo(CART_API.remove)[0]?.body).toMatchObject({
        lineItemIds: ['gid://shop/CartLine/l1'],
      });
      expect(current()).toBeNull();
      expect(readCartId()).toBeNull();
    });
  });
});
