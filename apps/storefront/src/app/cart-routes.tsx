import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { productsCartRedirectLoader } from '../routes/cart-route-loaders';

/**
 * The cart's rows of the route table (SPEC §2) inside the layout: /cart ('Shopping Cart', page type
 * Other), /products/cart, which has no page and goes to /cart, and the shop's own checkout
 * (issue 13): /checkout?token=... and its order confirmation; /autoship, the programme (issue 14).
 */
export function cartRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'cart',
      lazy: async () => {
        const { CartRoute, cartLoader } = await import('../routes/cart.route');
        return { Component: CartRoute, loader: cartLoader(queryClient) };
      },
    },
    { path: 'products/cart', loader: productsCartRedirectLoader },
    {
      // Autoship is sold through the cart; its programme page replaces the CMS page of that slug.
      path: 'autoship',
      lazy: async () => ({ Component: (await import('../routes/autoship.route')).AutoshipRoute }),
    },
    {
      path: 'checkout',
      lazy: async () => ({ Component: (await import('../routes/checkout.route')).CheckoutRoute }),
    },
    {
      path: 'checkout/confirmation/:orderId',
      lazy: async () => ({
        Component: (await import('../routes/checkout-confirmation.route')).CheckoutConfirmationRoute,
      }),
    },
  ];
}

/** The cart's pages without the layout: SPEC §2's /shelter/autoship-required-login. */
export function cartStandaloneRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'shelter/autoship-required-login',
      lazy: async () => {
        const { AutoshipRequiredLoginRoute, autoshipRequiredLoginLoader } =
          await import('../routes/autoship-required-login.route');
        return { Component: AutoshipRequiredLoginRoute, loader: autoshipRequiredLoginLoader(queryClient) };
      },
    },
  ];
}
