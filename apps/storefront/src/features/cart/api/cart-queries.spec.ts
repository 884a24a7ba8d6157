import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCartId, storeCartId } from '../../../lib/cart/cart-id-storage';
import { installRoutedFakeApi } from '../../../testing/account-fixtures';
import { CART_API, resetCartStorage } from '../../../testing/cart-fixtures';
import { errorResponse } from '../../../testing/fake-api';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { cartQueryOptions } from './cart-queries';

describe('cart state', () => {
  let restore = () => undefined as void;
  beforeEach(() => resetCartStorage());
  afterEach(() => {
    restore();
    vi.restoreAllMocks();
  });

  describe('the cart id in the browser (SPEC §3, §4)', () => {
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
});
