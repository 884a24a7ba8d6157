import { USER_LOCATION_KEY } from '@shop/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Cart } from '../../../lib/cart/cart-cache';
import { setCartLocation } from '../../../lib/cart/cart-calls';

/**
 * The stock marks follow the shopper's ZIP (SPEC §5): the cart's userLocation attribute is set to
 * the current one when it differs, once per location, and every answer after it carries the marks.
 * The location comes from the route (the location feature owns it).
 */
export function useCartLocation(cart: Cart | null | undefined, userLocation: string) {
  const queryClient = useQueryClient();
  const synced = useRef<string | null>(null);
  useEffect(() => {
    if (!cart || !userLocation) return;
    const current = cart.attributes.find((attribute) => attribute.key === USER_LOCATION_KEY)?.value;
    const key = `${cart.id}|${userLocation}`;
    if (current === userLocation || synced.current === key) return;
    synced.current = key;
    setCartLocation(queryClient, cart, userLocation).catch((error: unknown) =>
      console.warn('Cart location could not be updated', error),
    );
  }, [cart, userLocation, queryClient]);
}
