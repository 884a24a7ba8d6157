import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_QUERY_KEY, type Cart } from '../../../lib/cart/cart-cache';
import { readCartId, storeCartId } from '../../../lib/cart/cart-id-storage';
import { installRoutedFakeApi } from '../../../testing/account-fixtures';
import {
  CART_API,
  cartFixture,
  cartLineFixture,
  resetCartStorage,
  seedCart,
} from '../../../testing/cart-fixtures';
import { errorResponse, jsonResponse } from '../../../testing/fake-api';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { useChangeCartLine } from './use-cart-actions';

describe('cart state', () => {
  let restore = () => undefined as void;
  beforeEach(() => resetCartStorage());
  afterEach(() => {
    restore();
    vi.restoreAllMocks();
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
