import {
  addCartLineItems,
  createCart,
  removeCartLineItems,
  updateCartAttributes,
  updateCartLineItems,
  type CartLineInputDto,
} from '@shop/api-client';
import { USER_LOCATION_KEY } from '@shop/catalog';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { ShopperFacingError } from '../api/shopper-facing-error';
import { readCartId } from './cart-id-storage';
import { applyCartAnswer, cachedCart, forgetCart, type Cart } from './cart-cache';

/** SPEC §8 'Cart creation fails'. */
export const CART_CREATE_FAILED_LOG = 'Error creating cart (Check if variant ID is valid)';
/** SPEC §8 'Add with no cart obtainable'. */
export const NO_CART_FOUND_LOG = 'No cart found';
/** SPEC §8 'Add to existing cart fails'. */
export const ADD_FAILED_LOG = 'Error adding product (Check if variant ID is valid)';

/** An add that could not get a cart at all (SPEC §8: the add is abandoned). */
export class NoCartError extends ShopperFacingError {
  override readonly name = 'NoCartError';
  constructor() {
    super("We couldn't start your cart. Please try again.");
  }
}

export type CartLineRequest = CartLineInputDto;

function isCartGone(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'CART_NOT_FOUND';
}

async function createCartWith(line: CartLineRequest): Promise<Cart | null> {
  try {
    // A signed-in shopper's session cookie goes with the call: the API links the new cart to them.
    const { data } = await createCart({ body: { lineItems: [line] }, throwOnError: true });
    return data;
  } catch (error) {
    console.error(CART_CREATE_FAILED_LOG, error);
    return null;
  }
}

/**
 * SPEC §4 'Add to cart from a card': adds to the cart if there is one, else creates a cart with the
 * line (linked to a signed-in profile by the API). A cart the API no longer knows is forgotten and
 * a new one started. The §8 messages are logged on failure; the answer becomes the local cart.
 * Limits (10 one-time, 5 autoship, a guest's add clamped) are the server's.
 */
export async function addCartLine(queryClient: QueryClient, line: CartLineRequest): Promise<Cart | null> {
  const cartId = cachedCart(queryClient)?.id ?? readCartId();
  if (cartId !== null) {
    try {
      const { data } = await addCartLineItems({ body: { cartId, lineItems: [line] }, throwOnError: true });
      return applyCartAnswer(queryClient, data);
    } catch (error) {
      if (!isCartGone(error)) {
        console.error(ADD_FAILED_LOG, error);
        throw error;
      }
      forgetCart(queryClient);
    }
  }
  const created = await createCartWith(line);
  if (created === null) {
    console.error(NO_CART_FOUND_LOG);
    throw new NoCartError();
  }
  return applyCartAnswer(queryClient, created);
}

/** The current cart's id, or a failure saying there is none (a line change needs a cart). */
function currentCartId(queryClient: QueryClient): string {
  const cartId = cachedCart(queryClient)?.id ?? readCartId();
  if (cartId === null) throw new ShopperFacingError('Your cart has expired. Please add the items again.');
  return cartId;
}

/** What a line change may set (SPEC §3 'Update line input'); 0 removes the line. */
export interface CartLineChange {
  lineId: string;
  quantity?: number;
  /** A plan id makes the line autoship; null one-time. */
  sellingPlanId?: string | null;
}

/** Changes one line; removing the last one deletes the cart (the answer says deleted). */
export async function changeCartLine(queryClient: QueryClient, change: CartLineChange): Promise<Cart | null> {
  const cartId = currentCartId(queryClient);
  const { lineId, ...fields } = change;
  try {
    const { data } = await updateCartLineItems({
      body: { cartId, lineItems: [{ id: lineId, ...fields }] },
      throwOnError: true,
    });
    return applyCartAnswer(queryClient, data);
  } catch (error) {
    if (isCartGone(error)) forgetCart(queryClient);
    throw error;
  }
}

export async function removeCartLine(queryClient: QueryClient, lineId: string): Promise<Cart | null> {
  const cartId = currentCartId(queryClient);
  try {
    const { data } = await removeCartLineItems({
      body: { cartId, lineItemIds: [lineId] },
      throwOnError: true,
    });
    return applyCartAnswer(queryClient, data);
  } catch (error) {
    if (isCartGone(error)) forgetCart(queryClient);
    throw error;
  }
}

/**
 * Points the cart's stock marks at the shopper's location: the userLocation attribute (SPEC §5,
 * '{zip}::HOME', libs/catalog USER_LOCATION_KEY), the other
 * attributes kept (the API keeps its own sales attributes whatever is sent).
 */
export async function setCartLocation(queryClient: QueryClient, cart: Cart, userLocation: string) {
  const attributes = [
    ...cart.attributes.filter((attribute) => attribute.key !== USER_LOCATION_KEY),
    { key: USER_LOCATION_KEY, value: userLocation },
  ];
  const { data } = await updateCartAttributes({ body: { cartId: cart.id, attributes }, throwOnError: true });
  return applyCartAnswer(queryClient, data);
}
