import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '../api/cart-queries';

/** The current cart for any component: data is null without a cart, undefined while loading. */
export function useCart() {
  return useQuery(cartQueryOptions());
}
